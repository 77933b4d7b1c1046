import { formatDate, formatTicketCount } from '../../../../shared/domain/format.js';
import { conflict, DomainError } from '../../../domain-errors.js';
import type { Refused } from './quota.repository.js';
import type { ResolvedLine } from './resolve-cart.js';

/**
 * The buyer's answer to a refused hold, worded from the figures the hold statement returned with its
 * refusal (issue 54): SQL decides (db/functions/place_hold.sql), this file only says it in German. Null when
 * the figures show room after all (a commit raced the statement): the shop tries again.
 */
export function wordRefusal(refusal: Refused, lines: ResolvedLine[], now: Date): DomainError | null {
  const { refused, figures } = refusal;
  if (refused === 'waiting') return soldOut(lineOf(lines, refusal.owed), 0);
  if (!figures) return null;
  if (refused === 'buyer' && figures.limit !== undefined) return holdLimitReached(figures.limit);
  if (refused === 'address' && figures.limit !== undefined) {
    const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
    const tickets = figures.tickets ?? 0;
    if (tickets + wanted <= figures.limit) return null;
    const retryAfter = figures.first_expiry_ms ? Math.max(1, Math.ceil((figures.first_expiry_ms - now.getTime()) / 1000)) : undefined;
    return tooManyFromAddress(
      figures.limit,
      `Von diesem Internetanschluss ${tickets === 1 ? 'ist' : 'sind'} schon ${formatTicketCount(tickets)} reserviert, aber noch nicht bezahlt (höchstens ${figures.limit}). Bitte schließe offene Bestellungen ab oder warte, bis sie ablaufen.`,
      retryAfter,
    );
  }
  if (refused === 'quota' && figures.quota !== undefined) return soldOut(lineOf(lines, figures.quota), figures.remaining ?? 0);
  if (refused === 'seat' && figures.seats?.length) return seatsTaken(lines, figures.seats);
  return null;
}

/** The cart's first line of a quota (`performance:category`), or its first line. */
const lineOf = (lines: ResolvedLine[], quota: string | undefined) => lines.find((line) => `${line.performanceId}:${line.categoryId}` === quota) ?? lines[0];

/** Fewer places left than wanted; the public is also told this while the places are the waiting list's (issue 42). */
function soldOut(line: ResolvedLine, remaining: number): DomainError {
  const when = formatDate(line.startsAt);
  const message =
    remaining === 0
      ? `„${line.categoryName}“ am ${when} ist leider ausverkauft.`
      : `Für „${line.categoryName}“ am ${when} ${remaining === 1 ? 'ist nur noch 1 Ticket' : `sind nur noch ${remaining} Tickets`} verfügbar.`;
  return conflict(message, 'SOLD_OUT', { category: line.categoryName, remaining, performance_id: line.performanceId });
}

/** `seat` (the first) for older clients; `seats` names every one that went, so the map can say so at once (issue 51). */
function seatsTaken(lines: ResolvedLine[], taken: string[]): DomainError {
  const seats = lines.flatMap((line) => (line.seat !== null && taken.includes(line.seat) ? [line.seat] : []));
  const seat = seats[0] ?? taken[0];
  const message =
    seats.length > 1
      ? `Die Sitzplätze ${seats.join(', ')} sind bereits vergeben. Bitte wähle andere.`
      : `Der Sitzplatz ${seat} ist bereits vergeben. Bitte wähle einen anderen.`;
  return conflict(message, 'SEAT_TAKEN', { seat, seats: seats.length ? seats : [seat] });
}

/** One buyer may not block a show with many unpaid holds at once (spec §3: reservation limit per customer). */
export function holdLimitReached(limit: number): DomainError {
  return conflict(
    `Mit dieser E-Mail-Adresse ${limit === 1 ? 'ist schon eine Reservierung' : `sind schon ${limit} Reservierungen`} offen. Bitte schließe eine davon ab oder warte, bis sie abläuft.`,
    'TOO_MANY_HOLDS',
    { limit },
  );
}

export const tooManyFromAddress = (limit: number, message: string, retryAfter?: number) =>
  new DomainError('throttled', 'TOO_MANY_HOLDS_FROM_ADDRESS', message, { limit, ...(retryAfter ? { retryAfter } : {}) });

/** More tickets in one order than an address may hold at all (checked before anything is locked). */
export function addressRequestTooLarge(wanted: number, limit: number): DomainError | null {
  if (limit === 0 || wanted <= limit) return null;
  return tooManyFromAddress(
    limit,
    `Von diesem Internetanschluss können höchstens ${formatTicketCount(limit)} gleichzeitig reserviert sein. Bitte wähle weniger Tickets.`,
  );
}
