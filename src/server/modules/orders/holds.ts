import type { Transaction } from 'kysely';
import { formatDate, formatTicketCount } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { conflict, DomainError } from '../../http/errors.js';
import { quotaKey, takenPerQuota, takenSeats } from '../events/availability.js';
import * as repo from './orders.repository.js';
import type { ResolvedLine } from './resolve-cart.js';

type Capacity = { performance_id: number; category_id: number; capacity: number };

/** The first line the quota cannot hold, as the German answer the buyer sees; null when all fit. */
export async function shortage(
  db: Db | Transaction<Database>,
  lines: ResolvedLine[],
  capacities: Capacity[],
  now: Date,
  excludeOrderId?: number,
): Promise<DomainError | null> {
  const performanceIds = [...new Set(lines.map((line) => line.performanceId))];
  const taken = await takenPerQuota(db as Db, performanceIds, now, excludeOrderId);
  const needed = new Map<string, { line: ResolvedLine; quantity: number }>();
  for (const line of lines) {
    const key = quotaKey(line.performanceId, line.categoryId);
    needed.set(key, { line, quantity: (needed.get(key)?.quantity ?? 0) + line.quantity });
  }
  for (const [key, { line, quantity }] of needed) {
    const capacity = capacities.find((c) => quotaKey(c.performance_id, c.category_id) === key)?.capacity ?? 0;
    const remaining = Math.max(0, capacity - (taken.get(key) ?? 0));
    if (quantity <= remaining) continue;
    const when = formatDate(line.startsAt);
    const message =
      remaining === 0
        ? `„${line.categoryName}“ am ${when} ist leider ausverkauft.`
        : `Für „${line.categoryName}“ am ${when} ${remaining === 1 ? 'ist nur noch 1 Ticket' : `sind nur noch ${remaining} Tickets`} verfügbar.`;
    return conflict(message, 'SOLD_OUT', { category: line.categoryName, remaining, performance_id: line.performanceId });
  }
  const seated = lines.filter((line) => line.seat);
  if (seated.length) {
    const seats = await takenSeats(db as Db, performanceIds, now, excludeOrderId);
    const clash = seated.find((line) => seats.get(line.performanceId)?.has(line.seat ?? ''));
    if (clash) return conflict(`Der Sitzplatz ${clash.seat} ist bereits vergeben. Bitte wähle einen anderen.`, 'SEAT_TAKEN', { seat: clash.seat });
  }
  return null;
}

/**
 * PGlite answers within microtasks, so under test a request can run to its end before the next one
 * starts; this yield stands in for the round trip between read and write that a PostgreSQL server has.
 */
async function interleave(ctx: AppContext) {
  if (ctx.testFlags.interleaveHolds) await new Promise((resolve) => setImmediate(resolve));
}

/** One buyer may not block a show with many unpaid holds at once (spec §3: reservation limit per customer). */
export async function holdLimitReached(db: Db | Transaction<Database>, email: string, limit: number, now: Date): Promise<DomainError | null> {
  if ((await repo.countOpenHolds(db, email, now)) < limit) return null;
  return conflict(
    `Mit dieser E-Mail-Adresse ${limit === 1 ? 'ist schon eine Reservierung' : `sind schon ${limit} Reservierungen`} offen. Bitte schließe eine davon ab oder warte, bis sie abläuft.`,
    'TOO_MANY_HOLDS',
    { limit },
  );
}

/**
 * One client may not hold a whole performance by changing e-mail addresses (HOLD_LIMIT_PER_ADDRESS);
 * counted in tickets, since one order can hold many. A limit of 0 is off.
 */
export async function addressLimitReached(
  db: Db | Transaction<Database>,
  address: string,
  wanted: number,
  limit: number,
  now: Date,
): Promise<DomainError | null> {
  if (limit === 0) return null;
  const tooMany = (message: string, retryAfter?: number) =>
    new DomainError(429, 'TOO_MANY_HOLDS_FROM_ADDRESS', message, { limit, ...(retryAfter ? { retryAfter } : {}) });
  if (wanted > limit) {
    return tooMany(`Von diesem Internetanschluss können höchstens ${formatTicketCount(limit)} gleichzeitig reserviert sein. Bitte wähle weniger Tickets.`);
  }
  const open = await repo.openTicketsFromAddress(db, address, now);
  if (open.tickets + wanted <= limit) return null;
  const retryAfter = open.firstExpiry ? Math.max(1, Math.ceil((open.firstExpiry.getTime() - now.getTime()) / 1000)) : undefined;
  return tooMany(
    `Von diesem Internetanschluss ${open.tickets === 1 ? 'ist' : 'sind'} schon ${formatTicketCount(open.tickets)} reserviert, aber noch nicht bezahlt (höchstens ${limit}). Bitte schließe offene Bestellungen ab oder warte, bis sie ablaufen.`,
    retryAfter,
  );
}

/**
 * Checks the buyer's open holds and availability and writes the hold in one READ COMMITTED transaction
 * under locks on the buyer, the client address and the quota rows: each statement after the locks sees
 * every hold committed before it, so no quota is oversold and neither buyer nor address exceeds its limit.
 */
export async function placeHold(ctx: AppContext, order: repo.NewOrder, lines: ResolvedLine[], openHoldLimit: number) {
  const now = ctx.now();
  if (ctx.testFlags.holdsWithoutLock) {
    const problem = await shortage(ctx.db, lines, await repo.quotaCapacities(ctx.db, lines), now);
    if (problem) throw problem;
    await interleave(ctx);
    return repo.insertOrder(ctx.db, order, lines);
  }
  return ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await repo.lockBuyer(trx, order.email);
      const tooMany = await holdLimitReached(trx, order.email, openHoldLimit, now);
      if (tooMany) throw tooMany;
      const addressLimit = ctx.config.holdLimitPerAddress;
      if (addressLimit > 0) {
        await repo.lockClientAddress(trx, order.client_address);
        const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
        const hoarding = await addressLimitReached(trx, order.client_address, wanted, addressLimit, now);
        if (hoarding) throw hoarding;
      }
      const capacities = await repo.lockQuotas(trx, lines);
      const problem = await shortage(trx, lines, capacities, now);
      if (problem) throw problem;
      await interleave(ctx);
      return repo.insertOrder(trx, order, lines);
    });
}
