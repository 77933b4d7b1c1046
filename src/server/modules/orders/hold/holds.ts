import type { Transaction } from 'kysely';
import { formatDate, formatTicketCount } from '../../../../shared/domain/format.js';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { AppContext } from '../../../http/context.js';
import { conflict, DomainError } from '../../../domain-errors.js';
import { firstShortage, type QuotaFigures, quotaKey, takenSeatsOf } from '../../../../shared/domain/shortage.js';
import { quotaUse, takenSeats } from '../../events/availability.js';
import { availabilityInMemory, recentAvailability } from '../../events/events.service.js';
import * as repo from '../orders.repository.js';
import { freeHeldBackSeats, type HeldOrder, insertHold, type Refused, releaseExpiredHolds } from './quota.repository.js';
import type { ResolvedLine } from './resolve-cart.js';

/** The first line the figures say cannot be held, as the German answer the buyer sees; null when all fit. */
export function shortageOf(
  lines: ResolvedLine[],
  quotas: ReadonlyMap<string, QuotaFigures>,
  seatsTaken: ReadonlyMap<number, ReadonlySet<string>>,
): DomainError | null {
  const short = firstShortage(lines, quotas, seatsTaken);
  if (!short) return null;
  const { line } = short;
  if (short.kind === 'seat') {
    // `seat` (the first) for older clients; `seats` names every one that went, so the map can say so at once.
    const seats = takenSeatsOf(lines, seatsTaken);
    const message =
      seats.length > 1
        ? `Die Sitzplätze ${seats.join(', ')} sind bereits vergeben. Bitte wähle andere.`
        : `Der Sitzplatz ${line.seat} ist bereits vergeben. Bitte wähle einen anderen.`;
    return conflict(message, 'SEAT_TAKEN', { seat: line.seat, seats });
  }
  const { remaining } = short;
  const when = formatDate(line.startsAt);
  const message =
    remaining === 0
      ? `„${line.categoryName}“ am ${when} ist leider ausverkauft.`
      : `Für „${line.categoryName}“ am ${when} ${remaining === 1 ? 'ist nur noch 1 Ticket' : `sind nur noch ${remaining} Tickets`} verfügbar.`;
  return conflict(message, 'SOLD_OUT', { category: line.categoryName, remaining, performance_id: line.performanceId });
}

/** The first line the quota cannot hold now, read afresh; null when all fit. `heldBack: false`: held-back seats count free. */
export async function shortage(db: Db, lines: ResolvedLine[], now: Date, options: { heldBack?: boolean } = {}): Promise<DomainError | null> {
  const performanceIds = [...new Set(lines.map((line) => line.performanceId))];
  const seated = lines.some((line) => line.seat);
  const [quotas, seatsTaken] = await Promise.all([quotaUse(db, performanceIds, now), seated ? takenSeats(db, performanceIds, now, options) : new Map()]);
  return shortageOf(lines, quotas, seatsTaken);
}

type Availability = Awaited<ReturnType<typeof recentAvailability>>;

/** A shortage only when these figures say a line cannot be held; null when they show room or do not know the show. */
function shortageSeenIn(recent: Availability, lines: ResolvedLine[]): DomainError | null {
  const known = lines.every((line) => recent.quotas.has(quotaKey(line.performanceId, line.categoryId)));
  return known ? shortageOf(lines, recent.quotas, recent.seatsTaken) : null;
}

/**
 * A show the figures in memory (the event page's, at most a second old) call full is not asked again: in a
 * rush most buyers come for a show that is full, and the event page already tells them so. Seats given
 * back within that second are offered from the next second on, as on the event page.
 */
async function shortageInMemory(ctx: AppContext, lines: ResolvedLine[]): Promise<DomainError | null> {
  const recent = availabilityInMemory(ctx);
  return recent ? shortageSeenIn(await recent, lines) : null;
}

/**
 * Why a hold was refused for want of places: what the recent figures say, or when they show room, the
 * figures read afresh; if those show room too, holds that ran out are released so the buyer can try again.
 */
async function explainShortage(ctx: AppContext, lines: ResolvedLine[], now: Date, takesHeldBack: boolean): Promise<DomainError | null> {
  // The recent figures count held-back seats taken; an order that may take them asks afresh.
  const seen = takesHeldBack ? null : shortageSeenIn(await recentAvailability(ctx), lines);
  if (seen) return seen;
  const problem = await shortage(ctx.db, lines, now, { heldBack: !takesHeldBack });
  if (problem) return problem;
  // It fits once the holds that ran out are released: they still sit in the counters until then.
  await releaseExpiredHolds(ctx.db, now, [...new Set(lines.map((line) => line.performanceId))]);
  return null;
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

const tooManyFromAddress = (limit: number, message: string, retryAfter?: number) =>
  new DomainError('throttled', 'TOO_MANY_HOLDS_FROM_ADDRESS', message, { limit, ...(retryAfter ? { retryAfter } : {}) });

/** More tickets in one order than an address may hold at all (checked before anything is locked). */
function addressRequestTooLarge(wanted: number, limit: number): DomainError | null {
  if (limit === 0 || wanted <= limit) return null;
  return tooManyFromAddress(
    limit,
    `Von diesem Internetanschluss können höchstens ${formatTicketCount(limit)} gleichzeitig reserviert sein. Bitte wähle weniger Tickets.`,
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
  const tooLarge = addressRequestTooLarge(wanted, limit);
  if (tooLarge) return tooLarge;
  const open = await repo.openTicketsFromAddress(db, address, now);
  if (open.tickets + wanted <= limit) return null;
  const retryAfter = open.firstExpiry ? Math.max(1, Math.ceil((open.firstExpiry.getTime() - now.getTime()) / 1000)) : undefined;
  return tooManyFromAddress(
    limit,
    `Von diesem Internetanschluss ${open.tickets === 1 ? 'ist' : 'sind'} schon ${formatTicketCount(open.tickets)} reserviert, aber noch nicht bezahlt (höchstens ${limit}). Bitte schließe offene Bestellungen ab oder warte, bis sie ablaufen.`,
    retryAfter,
  );
}

/** How often a hold is tried again when what refused it turned out free (a hold ran out meanwhile). */
const HOLD_ATTEMPTS = 3;

/** The public is told a show is sold out while its places are the waiting list's (issue 42). */
function owedToWaitingList(lines: ResolvedLine[], owed: string | undefined): DomainError {
  const line = lines.find((candidate) => `${candidate.performanceId}:${candidate.categoryId}` === owed) ?? lines[0];
  return conflict(`„${line.categoryName}“ am ${formatDate(line.startsAt)} ist leider ausverkauft.`, 'SOLD_OUT', {
    category: line.categoryName,
    remaining: 0,
    performance_id: line.performanceId,
  });
}

/** Why the hold statement refused, as the buyer's answer; null when it is gone by now (try again). */
async function explainRefusal(
  ctx: AppContext,
  { refused, owed }: Refused,
  order: repo.NewOrder,
  lines: ResolvedLine[],
  openHoldLimit: number,
  now: Date,
  takesHeldBack: boolean,
) {
  if (refused === 'waiting') return owedToWaitingList(lines, owed);
  if (refused === 'buyer') return holdLimitReached(ctx.db, order.email, openHoldLimit, now);
  if (refused === 'address') {
    const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
    return addressLimitReached(ctx.db, order.client_address, wanted, ctx.config.holdLimitPerAddress, now);
  }
  if (refused === 'quota' || refused === 'seat') return explainShortage(ctx, lines, now, takesHeldBack);
  throw new Error(`hold refused: ${refused}`);
}

type Attempt<R> = (limits: { buyer: number; address: number; owner?: string }, now: Date) => Promise<{ placed: R } | Refused>;

/** The limits checked before anything is locked, then the hold statement, retried while a refusal turns out stale. */
async function holdWithRetries<R>(
  ctx: AppContext,
  order: repo.NewOrder,
  lines: ResolvedLine[],
  openHoldLimit: number,
  attempt: Attempt<R>,
  addressLimit: number,
  owner: string | undefined,
  takesHeldBack: boolean,
  /** This request just released places (the buyer's own earlier hold): the figures in memory may still count them. */
  figuresInMemoryStale: boolean,
): Promise<R> {
  const now = ctx.now();
  const limits = { buyer: openHoldLimit, address: addressLimit, owner };
  const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
  const upfront = openHoldLimit <= 0 ? await holdLimitReached(ctx.db, order.email, openHoldLimit, now) : addressRequestTooLarge(wanted, limits.address);
  if (upfront) throw upfront;
  // Held-back seats count as taken in memory; places just released may still count there too.
  const seen = takesHeldBack || figuresInMemoryStale ? null : await shortageInMemory(ctx, lines);
  if (seen) throw seen;
  let problem: DomainError | null = null;
  for (let n = 0; n < HOLD_ATTEMPTS; n++) {
    const result = await attempt(limits, now);
    if ('placed' in result) return result.placed;
    problem = await explainRefusal(ctx, result, order, lines, openHoldLimit, now, takesHeldBack);
    if (problem) throw problem;
  }
  throw conflict('Gerade bestellen sehr viele gleichzeitig. Bitte versuche es in einem Moment noch einmal.', 'HOLD_BUSY');
}

class RefusedHold extends Error {
  constructor(readonly refusal: Refused) {
    super(`hold refused: ${refusal.refused}`);
  }
}

export interface HoldOptions<T> {
  /** How many unpaid holds one e-mail address may have open (spec §3). */
  openHoldLimit: number;
  /**
   * A public order yields to the waiting list: refused while someone waiting fits into the free places
   * (checked in the hold statement itself). Staff orders decide for themselves.
   */
  yieldToWaitingList: boolean;
  /** Staff orders (reservations module) come from no client address: 0 leaves the address limit out. */
  addressLimit?: number;
  /** Whose open holds this one counts among (holdOwnerKey): the buyer's by default, a staff order its maker's. */
  holdOwner?: string;
  /**
   * Work on the new order written in the hold's own commit (discounts, a free order's mark, a staff order's
   * tickets): a refused hold never runs it, a failing one takes the hold back with it.
   */
  within?: (trx: Transaction<Database>, held: HeldOrder) => Promise<T>;
  /**
   * Staff orders (issue 42) may take seats held back for the box office or guests: the hold-backs on the
   * order's seats are given up in the hold's own transaction, just before the statement claims the seats,
   * so a refused hold gives nothing up and no seat is free for anyone else in between.
   */
  takesHeldBackSeats?: boolean;
  /** This request just released places (the buyer's own earlier hold): the figures in memory may still count them. */
  releasedFirst?: boolean;
}

/**
 * The one way an order takes places: one statement checks the buyer's open holds, the client address's open
 * tickets and the quotas on locked rows and writes the order only if all fit (quota.repository insertHold),
 * so no quota is oversold and neither buyer nor address exceeds its limit, under any concurrency. With
 * `within`, that statement and the work share one transaction; without, the statement is its own commit.
 */
export function placeHold<T = void>(
  ctx: AppContext,
  order: repo.NewOrder,
  lines: ResolvedLine[],
  options: HoldOptions<T>,
): Promise<{ held: HeldOrder; done: T }> {
  const { within } = options;
  const takesHeldBack = options.takesHeldBackSeats === true;
  const seats = lines.filter((line) => line.seat).map((line) => ({ performanceId: line.performanceId, seat: line.seat as string }));
  return holdWithRetries(
    ctx,
    order,
    lines,
    options.openHoldLimit,
    async (limits, now) => {
      if (!within && !takesHeldBack) {
        const result = await insertHold(ctx.db, order, lines, limits, now, options.yieldToWaitingList);
        return 'row' in result ? { placed: { held: result.row, done: undefined as T } } : result;
      }
      return ctx.db
        .transaction()
        .setIsolationLevel('read committed')
        .execute(async (trx) => {
          if (takesHeldBack) await freeHeldBackSeats(trx, seats);
          const result = await insertHold(trx, order, lines, limits, now, options.yieldToWaitingList);
          if (!('row' in result)) throw new RefusedHold(result);
          return { placed: { held: result.row, done: within ? await within(trx, result.row) : (undefined as T) } };
        })
        .catch((error: unknown) => {
          if (error instanceof RefusedHold) return error.refusal;
          throw error;
        });
    },
    options.addressLimit ?? ctx.config.holdLimitPerAddress,
    options.holdOwner,
    takesHeldBack,
    options.releasedFirst === true,
  );
}
