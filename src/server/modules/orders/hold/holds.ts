import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { AppContext } from '../../../http/context.js';
import { conflict, type DomainError } from '../../../domain-errors.js';
import { firstShortage, quotaKey, takenSeatsOf } from '../../../../shared/domain/shortage.js';
import { availabilityInMemory, recentAvailability } from '../../events/index.js';
import type * as repo from '../orders.repository.js';
import { holdAlone } from './hold-alone.js';
import { type HeldOrder, type Refused, releaseExpiredHolds } from './quota.repository.js';
import { addressRequestTooLarge, holdLimitReached, wordRefusal } from './refusal.js';
import type { ResolvedLine } from './resolve-cart.js';

type Availability = Awaited<ReturnType<typeof recentAvailability>>;

/**
 * The refusal the hold statement would give, as the figures in memory (the event page's, at most a second
 * old) show it: a cache of SQL's answer, never a rule of its own. It only refuses what those figures call
 * short, by the comparison place_hold makes (firstShortage), and is worded like place_hold's refusal.
 */
function refusalSeenIn(recent: Availability, lines: ResolvedLine[]): Refused | null {
  if (!lines.every((line) => recent.quotas.has(quotaKey(line.performanceId, line.categoryId)))) return null;
  const short = firstShortage(lines, recent.quotas, recent.seatsTaken);
  if (!short) return null;
  return short.kind === 'seat'
    ? { refused: 'seat', figures: { seats: takenSeatsOf(lines, recent.seatsTaken) } }
    : { refused: 'quota', figures: { quota: quotaKey(short.line.performanceId, short.line.categoryId), remaining: short.remaining } };
}

/**
 * A show the figures in memory call full is not asked again: in a rush most buyers come for a show that is
 * full, and the event page already tells them so. Seats given back within that second are offered from the
 * next second on, as on the event page.
 */
async function shortageInMemory(ctx: AppContext, lines: ResolvedLine[], now: Date): Promise<DomainError | null> {
  const recent = availabilityInMemory(ctx);
  const refusal = recent ? refusalSeenIn(await recent, lines) : null;
  return refusal ? wordRefusal(refusal, lines, now) : null;
}

/** How often a hold is tried again when what refused it turned out free (a hold ran out meanwhile). */
const HOLD_ATTEMPTS = 3;

const KNOWN_REFUSALS = new Set(['buyer', 'address', 'quota', 'seat', 'waiting']);

/**
 * Why the hold statement refused, as the buyer's answer, worded from the figures it returned; null to try
 * again: when holds that ran out were still counted (they are released now), or the figures show room.
 */
async function explainRefusal(ctx: AppContext, refusal: Refused, lines: ResolvedLine[], now: Date, takesHeldBack: boolean): Promise<DomainError | null> {
  if (!KNOWN_REFUSALS.has(refusal.refused)) throw new Error(`hold refused: ${refusal.refused}`);
  if (refusal.refused === 'quota' || refusal.refused === 'seat') {
    // The figures in memory are read (at most once a second), so the buyers after this one are answered from
    // them; they count only live holds, so when they show room, holds that ran out still sit in the counters
    // until released: released now, the places are free. (They count held-back seats taken: staff skip them.)
    const seen = takesHeldBack ? null : refusalSeenIn(await recentAvailability(ctx), lines);
    if (!seen) {
      const { released } = await releaseExpiredHolds(ctx.db, now, [...new Set(lines.map((line) => line.performanceId))]);
      if (released > 0) return null;
    }
  }
  return wordRefusal(refusal, lines, now);
}

type Attempt<R> = (limits: { buyer: number; address: number; owner?: string }, now: Date) => Promise<{ placed: R } | Refused>;

/** The limits checked before anything is locked, then the hold statement, retried while a refusal turns out stale. */
async function holdWithRetries<R>(
  ctx: AppContext,
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
  const upfront = openHoldLimit <= 0 ? holdLimitReached(openHoldLimit) : addressRequestTooLarge(wanted, limits.address);
  if (upfront) throw upfront;
  // Held-back seats count as taken in memory; places just released may still count there too.
  const seen = takesHeldBack || figuresInMemoryStale ? null : await shortageInMemory(ctx, lines, now);
  if (seen) throw seen;
  let problem: DomainError | null = null;
  for (let n = 0; n < HOLD_ATTEMPTS; n++) {
    const result = await attempt(limits, now);
    if ('placed' in result) return result.placed;
    problem = await explainRefusal(ctx, result, lines, now, takesHeldBack);
    if (problem) throw problem;
  }
  throw conflict('Gerade bestellen sehr viele gleichzeitig. Bitte versuche es in einem Moment noch einmal.', 'HOLD_BUSY');
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
  /** `within` touches only this order's own rows: in a batch it runs beside the others' (hold-batcher.ts). */
  sideBySide?: boolean;
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
 * Public holds share that transaction with the holds that came in the same moment (hold-batcher.ts).
 */
export function placeHold<T = void>(
  ctx: AppContext,
  order: repo.NewOrder,
  lines: ResolvedLine[],
  options: HoldOptions<T>,
): Promise<{ held: HeldOrder; done: T }> {
  const { within, sideBySide } = options;
  const takesHeldBack = options.takesHeldBackSeats === true;
  const seats = lines.filter((line) => line.seat).map((line) => ({ performanceId: line.performanceId, seat: line.seat as string }));
  // Staff orders keep the single path: their hold-backs are given up in the same transaction just before
  // their statement, and they come one at a time. Public holds batch (issue 55), unless HOLD_BATCH_SIZE is 0.
  const batches = !takesHeldBack && options.holdOwner === undefined && ctx.holdBatcher.maxBatch > 0;
  const queue = [...new Set(lines.map((line) => line.performanceId))].sort((a, b) => a - b).join(',');
  return holdWithRetries(
    ctx,
    lines,
    options.openHoldLimit,
    (limits, now) => {
      const member = { request: { order, lines, limits, now, yieldToWaitingList: options.yieldToWaitingList }, within, sideBySide };
      return batches ? ctx.holdBatcher.hold(ctx.db, queue, member) : holdAlone(ctx.db, member, takesHeldBack ? seats : []);
    },
    options.addressLimit ?? ctx.config.holdLimitPerAddress,
    options.holdOwner,
    takesHeldBack,
    options.releasedFirst === true,
  );
}
