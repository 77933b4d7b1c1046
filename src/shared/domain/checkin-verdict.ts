import type { VerdictKey } from '../api/checkin.js';
import { formatDateTime, formatTime } from './format.js';
import { classifyScan, isUnreadable, type PublicKeyEntry, verifyTicketCode } from './ticket-code.js';

/**
 * The door's verdict on one scan, decided on the device without the network (issue 8): the signature
 * against the synced keys, then the revocation list and the local ticket list. Pure: the kiosk passes in
 * what it has stored, and the time.
 */
export const VERDICT_TITLES: Record<VerdictKey, string> = {
  valid: 'Gültig',
  already: 'Bereits eingecheckt',
  cancelled: 'Storniert',
  wrong_performance: 'Falsche Vorstellung',
  invalid: 'Ungültiger Code',
  reentry: 'Wiedereinlass',
};

/** What the door says about a revoked ticket, by the reason the revocation list gives. */
const REVOCATION_DETAILS: Record<string, string> = {
  PAYMENT_REVERSED: 'Zahlung zurückgebucht: Dieses Ticket ist gesperrt',
  REFUNDED: 'Zahlung erstattet: Dieses Ticket ist gesperrt',
  RETURNED: 'Vom Käufer zurückgegeben: Dieses Ticket ist gesperrt',
  TRANSFERRED: 'Weitergegeben: Dieses Ticket wurde neu ausgestellt und ist gesperrt',
  CANCELLED: 'Vom Veranstalter storniert: Dieses Ticket ist gesperrt',
};

/** green admits, red stops, amber sends the guest to another night. */
export type VerdictTone = 'green' | 'red' | 'amber';
const TONES: Record<VerdictKey, VerdictTone> = {
  valid: 'green',
  already: 'red',
  cancelled: 'red',
  wrong_performance: 'amber',
  invalid: 'red',
  reentry: 'green',
};

export interface LocalTicket {
  id: number;
  performanceId: number;
  categoryId: number;
  category: string;
  seat: string | null;
  status: 'valid' | 'cancelled';
  name?: string;
  orderId?: number;
  admittedAt: string | null;
  admittedDevice: string | null;
}

export interface VerdictContext {
  /** The performance this kiosk admits to. */
  performanceId: number;
  publicKeys: readonly PublicKeyEntry[];
  ticket: (ticketId: number) => LocalTicket | undefined;
  isRevoked: (ticketId: number) => boolean;
  /** Why the revocation list names it ('PAYMENT_REVERSED', 'REFUNDED'); null or absent when staff cancelled it. */
  revocationReason?: (ticketId: number) => string | null;
  categoryName: (categoryId: number) => string | undefined;
  /** Event title and start of another performance, for 'Falsche Vorstellung'. */
  performance: (performanceId: number) => { eventTitle: string; startsAt: string } | undefined;
  /** "Mehrfacheintritt pro Tag": an admitted ticket comes back in ('Wiedereinlass') instead of being stopped. */
  reentry?: boolean;
}

export interface Verdict {
  key: VerdictKey;
  title: string;
  tone: VerdictTone;
  /** One line under the title: category and seat, first scan, or the right performance. */
  detail: string;
  ticketId: number | null;
  /** True only for 'Gültig': this scan is the guest's admission ('Wiedereinlass' lets in but is no admission). */
  admits: boolean;
}

function verdict(key: VerdictKey, detail: string, ticketId: number | null): Verdict {
  return { key, title: VERDICT_TITLES[key], tone: TONES[key], detail, ticketId, admits: key === 'valid' };
}

export function seatText(category: string, seat: string | null): string {
  return seat ? `${category} · Platz ${seat}` : `${category} · freie Platzwahl`;
}

/** The verdict on a ticket known by id (a verified code, or a guest found by name). */
export function decideTicket(claims: { ticketId: number; performanceId: number; categoryId: number }, ctx: VerdictContext): Verdict {
  const local = ctx.ticket(claims.ticketId);
  if (ctx.isRevoked(claims.ticketId) || local?.status === 'cancelled') {
    const why = REVOCATION_DETAILS[ctx.revocationReason?.(claims.ticketId) ?? ''] ?? 'Dieses Ticket wurde storniert';
    return verdict('cancelled', `${why} und berechtigt nicht zum Einlass.`, claims.ticketId);
  }
  if (claims.performanceId !== ctx.performanceId) {
    const other = ctx.performance(claims.performanceId);
    const detail = other ? `Gilt für ${other.eventTitle} am ${formatDateTime(other.startsAt)}` : 'Dieses Ticket gilt für eine andere Vorstellung.';
    return verdict('wrong_performance', detail, claims.ticketId);
  }
  if (local?.admittedAt) {
    const device = local.admittedDevice ? ` · Gerät „${local.admittedDevice}“` : '';
    if (ctx.reentry) return verdict('reentry', `Erster Einlass um ${formatTime(local.admittedAt)} Uhr${device}`, claims.ticketId);
    return verdict('already', `Erster Einlass um ${formatTime(local.admittedAt)} Uhr${device}`, claims.ticketId);
  }
  // A genuine signature names a ticket the server issued, even one sold after the last sync.
  const category = local?.category ?? ctx.categoryName(claims.categoryId) ?? 'Ticket';
  return verdict('valid', seatText(category, local?.seat ?? null), claims.ticketId);
}

/** The verdict on a scanned or typed code. */
export function decideCode(code: string, ctx: VerdictContext): Verdict {
  const checked = verifyTicketCode(code, ctx.publicKeys);
  if (!checked.ok) {
    const detail =
      checked.reason === 'unknown-key'
        ? 'Unbekannter Schlüssel – bitte synchronisieren und erneut scannen.'
        : 'Dieser Code ist kein echtes Ticket oder wurde verändert.';
    return verdict('invalid', detail, null);
  }
  return decideTicket(checked.claims, ctx);
}

export function decideLocalTicket(ticket: LocalTicket, ctx: VerdictContext): Verdict {
  return decideTicket({ ticketId: ticket.id, performanceId: ticket.performanceId, categoryId: ticket.categoryId }, ctx);
}

/**
 * A scan the door answers without judging a ticket: the scanner lost (or doubled) part of the code. It is
 * no refusal – the guest is asked to scan again – and it is not recorded as a check-in.
 */
export interface Misread {
  key: 'unreadable';
  title: string;
  tone: 'amber';
  detail: string;
  ticketId: null;
  admits: false;
}

export const MISREAD: Misread = {
  key: 'unreadable',
  title: 'Code nicht vollständig gelesen – bitte erneut scannen',
  tone: 'amber',
  detail: 'Der Scanner hat nur einen Teil des Codes übermittelt.',
  ticketId: null,
  admits: false,
};

export type ScanOutcome = Verdict | Misread;

/** A scanned or typed code: a partial read asks for another scan, anything else gets its verdict. */
export function decideScan(code: string, ctx: VerdictContext): ScanOutcome {
  return isUnreadable(code) ? MISREAD : decideCode(code, ctx);
}

/** What the door has loaded so far (issue 12): keys null until the stored keys are read. */
export interface DoorReadiness {
  keys: readonly PublicKeyEntry[] | null;
  /** The performance's ticket list has been on the device once (a complete sync). */
  listed: boolean;
  /** A sync is running and may bring keys the device lacks. */
  syncing: boolean;
}

/**
 * Whether a scan must wait ('Bitte kurz warten – Daten werden geladen') instead of being decided now: a
 * genuine ticket judged before the keys or the ticket list are on the device would be refused wrongly.
 * A partial read needs no data and is answered at once.
 */
export function mustWait(code: string, door: DoorReadiness): boolean {
  if (isUnreadable(code)) return false;
  if (!door.keys || !door.listed) return true;
  return door.syncing && classifyScan(code, door.keys).kind === 'unknown-key';
}

/**
 * The server's verdict on an online scan (checkin/scan.php), worded as the device words its own: the
 * ticket it answers with carries the earliest admission, so 'Bereits eingecheckt' names the first door.
 */
export function serverVerdict(
  key: VerdictKey,
  claims: { ticketId: number; performanceId: number; categoryId: number },
  ticket: LocalTicket | undefined,
  ctx: VerdictContext,
): Verdict {
  if (key === 'invalid') return verdict('invalid', 'Dieser Code ist kein echtes Ticket oder wurde verändert.', null);
  if (key === 'valid') {
    const category = ticket?.category ?? ctx.categoryName(claims.categoryId) ?? 'Ticket';
    return verdict('valid', seatText(category, ticket?.seat ?? null), claims.ticketId);
  }
  const decided = decideTicket(claims, { ...ctx, ticket: () => ticket, isRevoked: () => key === 'cancelled' });
  return decided.key === key ? decided : verdict(key, decided.detail, claims.ticketId);
}
