/**
 * Ticket transfer by the buyer ("Ticketübertragung", spec §3, issue 33 point 9): while the setting is on, a
 * valid ticket of a paid order that nobody has used at the door yet can be handed to someone else before
 * its performance begins. The ticket is re-issued under a new code; the old one is revoked for the doors.
 */

export type TransferRefusal = 'off' | 'not_paid' | 'not_valid' | 'transferred' | 'admitted' | 'started';

export interface TransferCandidate {
  orderPaid: boolean;
  ticketValid: boolean;
  /** Handed on already: only its holder has the code now. */
  transferred: boolean;
  admitted: boolean;
  startsAt: Date;
}

/** Why a ticket cannot be handed on now, or null when it can. */
export function transferRefusal(enabled: boolean, ticket: TransferCandidate, now: Date): TransferRefusal | null {
  if (!enabled) return 'off';
  if (!ticket.orderPaid) return 'not_paid';
  if (!ticket.ticketValid) return 'not_valid';
  if (ticket.transferred) return 'transferred';
  if (ticket.admitted) return 'admitted';
  if (now.getTime() >= ticket.startsAt.getTime()) return 'started';
  return null;
}

export const TRANSFER_REFUSAL_TEXTS: Record<TransferRefusal, string> = {
  off: 'Tickets können in diesem Shop nicht weitergegeben werden.',
  not_paid: 'Nur Tickets einer bezahlten Bestellung können weitergegeben werden.',
  not_valid: 'Dieses Ticket ist nicht mehr gültig und kann nicht weitergegeben werden.',
  transferred: 'Dieses Ticket hast du schon weitergegeben.',
  admitted: 'Mit diesem Ticket war schon jemand beim Einlass; es kann nicht mehr weitergegeben werden.',
  started: 'Die Vorstellung hat schon begonnen; das Ticket kann nicht mehr weitergegeben werden.',
};

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewHolder {
  name: string;
  email: string;
}

/** The new holder as entered, trimmed, or the German message naming what is missing. */
export function checkNewHolder(raw: { name: string; email: string }): { ok: true; holder: NewHolder } | { ok: false; message: string } {
  const name = raw.name.replace(/\s+/g, ' ').trim();
  const email = raw.email.trim();
  if (name.length < 2) return { ok: false, message: 'Bitte gib den Namen der Person ein, die das Ticket bekommt.' };
  if (name.length > 100) return { ok: false, message: 'Der Name darf höchstens 100 Zeichen lang sein.' };
  if (!MAIL.test(email) || email.length > 254) return { ok: false, message: 'Bitte gib eine gültige E-Mail-Adresse ein, an die das Ticket gehen soll.' };
  return { ok: true, holder: { name, email } };
}
