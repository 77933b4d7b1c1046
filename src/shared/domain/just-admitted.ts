import { type PublicKeyEntry, readTicketCode, verifyTicketCode } from './ticket-code.js';

/**
 * How long after its own admission a ticket seen again at the same device is taken for the same guest
 * still standing there (issue 45): a phone held up a little too long, a hand scanner's double read.
 * Short, so a copy shown at the same door a minute later is refused as before.
 */
export const JUST_ADMITTED_MS = 30_000;

/** The calm answer for that guest: no refusal, no buzz, no check-in recorded. */
export interface JustAdmitted {
  key: 'just_admitted';
  title: 'Gerade eingelassen';
  tone: 'calm';
  detail: string;
  ticketId: number;
  admits: false;
}

/**
 * Whether a scanned code is the ticket this device itself admitted moments ago. `admissions` maps ticket
 * ids to when this device admitted them (ms); `now` likewise. A ticket admitted at another door or long
 * before is not in the map or too old: it gets its ordinary verdict ('Bereits eingecheckt'). Only a
 * genuine signature counts, so a forged code with the same ticket id is still refused.
 */
export function justAdmitted(code: string, publicKeys: readonly PublicKeyEntry[], admissions: ReadonlyMap<number, number>, now: number): JustAdmitted | null {
  const clean = code.trim().toUpperCase();
  const claims = readTicketCode(clean);
  const at = claims ? admissions.get(claims.ticketId) : undefined;
  if (!claims || at === undefined || now < at || now - at > JUST_ADMITTED_MS) return null;
  if (!verifyTicketCode(clean, publicKeys).ok) return null;
  return calmAnswer(claims.ticketId, at, now);
}

function calmAnswer(ticketId: number, at: number, now: number): JustAdmitted {
  const seconds = Math.max(1, Math.round((now - at) / 1000));
  return {
    key: 'just_admitted',
    title: 'Gerade eingelassen',
    tone: 'calm',
    detail: `Vor ${seconds} Sekunde${seconds === 1 ? '' : 'n'} an diesem Gerät eingelassen.`,
    ticketId,
    admits: false,
  };
}

/** How far the server's clock may run ahead of the device's for an admission to count as just now. */
const CLOCK_SLACK_MS = 5000;

/**
 * A 'Bereits eingecheckt' whose first admission is this device's own, moments ago, is the same guest
 * too: the server admitted a scan but answered after the device had given up waiting and decided again,
 * or the page was reloaded in between. `ticket` is what the device has stored after deciding.
 */
export function ownRecentAdmission(
  ticketId: number,
  ticket: { admittedAt: string | null; admittedDevice: string | null } | undefined,
  deviceName: string,
  now: number,
): JustAdmitted | null {
  if (!ticket?.admittedAt || ticket.admittedDevice !== deviceName) return null;
  const at = Date.parse(ticket.admittedAt);
  if (!Number.isFinite(at) || now < at - CLOCK_SLACK_MS || now - at > JUST_ADMITTED_MS) return null;
  return calmAnswer(ticketId, Math.min(at, now), now);
}
