import { randomBytes, randomUUID } from 'node:crypto';
import { bestSeats } from '../../../shared/domain/best-seats.js';
import { seatsOfRoom } from '../../../shared/domain/seats.js';
import { offerExpiry, offerHours, pickOffers, unconfirmedCutoff } from '../../../shared/domain/waiting-list.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/index.js';
import { kickMailWorker } from '../mail/index.js';
import { insertHold, releaseExpiredHolds } from '../orders/index.js';
import type { NewOrder, ResolvedLine } from '../orders/index.js';
import { checkoutUniverse } from '../payments/index.js';
import { takenSeats } from '../events/index.js';
import { seatedPlan } from '../seating/index.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';
import * as repo from './waiting-list.repository.js';

/** Offers that ran out and places given back are looked at this often even when no kick came (capacity raised). */
export const WAITING_LIST_INTERVAL_MS = 30_000;

/** An offer's hold must never meet the buyer's open-hold limit: the place is the entry's by right. */
const NO_LIMIT = 1_000_000;

type Entry = Awaited<ReturnType<typeof repo.waitingEntries>>[number];
type Category = Awaited<ReturnType<typeof repo.categoriesWithFree>>[number];
type Facts = NonNullable<Awaited<ReturnType<typeof repo.performanceFacts>>>;

function offerOrder(entry: Entry, lines: ResolvedLine[], universe: { id: number; provider: 'test' | 'paypal' }, expiresAt: Date): NewOrder {
  return {
    public_token: randomBytes(24).toString('base64url'),
    idempotency_key: null,
    first_name: entry.name,
    last_name: '',
    email: entry.email,
    phone: '',
    donation_cents: 0,
    total_cents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
    universe_id: universe.id,
    provider: universe.provider,
    provider_request_id: randomUUID(),
    capture_request_id: randomUUID(),
    expires_at: expiresAt,
    client_address: '',
    // The offer is bought in the sign-up's language: its confirmation, PDF and .ics speak it (issue 53).
    language: entry.language,
  };
}

function lineOf(facts: Facts, category: Category, quantity: number, seat: string | null = null): ResolvedLine {
  return {
    eventId: facts.event_id,
    eventTitle: facts.event_title,
    performanceId: facts.id,
    startsAt: facts.starts_at,
    categoryId: category.id,
    categoryName: category.name,
    unitPriceCents: category.price_cents,
    quantity,
    seat,
  };
}

type Plan = NonNullable<Awaited<ReturnType<typeof seatedPlan>>>;

/**
 * What an offer holds: on a seated show the best free seats for the entry's count (shared/domain/best-seats,
 * side by side where the plan allows), one line each; else the count in the category. Null when the seats
 * are not there.
 */
function offerLines(facts: Facts, category: Category, quantity: number, plan: Plan | null, taken: Set<string>): ResolvedLine[] | null {
  if (!plan) return [lineOf(facts, category, quantity)];
  const seats = bestSeats(seatsOfRoom(plan, taken), quantity);
  return seats ? seats.map((seat) => lineOf(facts, category, 1, seat)) : null;
}

/**
 * One performance's offer run, in one transaction under the performance's advisory lock: offers that ended
 * are settled (bought or lapsed), then the entries that fit into the free places, in sign-up order, each
 * get a hold of their own (the shop's hold statement, so the quota is never oversold) and an offer mail.
 * Concurrent runs wait for each other; each sees what the one before offered.
 */
export async function offerForPerformance(ctx: AppContext, performanceId: number, only?: number): Promise<number> {
  const now = ctx.now();
  // Holds that ran out give their places back first (an offer's own hold among them).
  await releaseExpiredHolds(ctx.db, now, [performanceId]);
  const hours = offerHours(await readConfigValue(ctx.db, 'waiting_list_offer_hours'));
  const universe = await checkoutUniverse(ctx);
  if (universe.provider !== 'test' && universe.provider !== 'paypal') return 0;
  const provider = universe.provider;
  const offered = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await repo.lockPerformanceOffers(trx, performanceId);
      await repo.settleOffers(trx, performanceId);
      const facts = await repo.performanceFacts(trx, performanceId);
      if (!facts?.waiting_list || facts.starts_at <= now) return 0;
      // Seated: the seats taken now (paid, held, held back), read under the offer lock like the quotas.
      const plan = facts.has_seat_selection ? await seatedPlan(trx, performanceId) : null;
      const taken = plan ? ((await takenSeats(trx, [performanceId], now)).get(performanceId) ?? new Set<string>()) : new Set<string>();
      const [entries, categories] = await Promise.all([repo.waitingEntries(trx, performanceId), repo.categoriesWithFree(trx, performanceId)]);
      // Seated, the categories share the hall's free seats.
      const freeSeats = plan ? seatsOfRoom(plan, taken).filter((seat) => !seat.taken).length : Number.POSITIVE_INFINITY;
      const candidates = entries.filter((entry) => only === undefined || entry.id === only);
      const picks = pickOffers(
        candidates.map((entry) => ({ id: entry.id, categoryId: entry.category_id, quantity: entry.quantity })),
        categories.map((category) => ({ categoryId: category.id, free: Math.min(category.free, freeSeats) })),
      );
      const expiresAt = offerExpiry(now, hours);
      let made = 0;
      for (const pick of picks) {
        const entry = candidates.find((candidate) => candidate.id === pick.entryId) as Entry;
        const category = categories.find((candidate) => candidate.id === pick.categoryId) as Category;
        const lines = offerLines(facts, category, entry.quantity, plan, taken);
        if (!lines) continue;
        // The hold statement checks the locked quota row itself: refused, the places were not there after
        // all (a public hold came first); its error is undone to the savepoint, the run goes on.
        await repo.savepoint(trx, 'offer');
        const held = await insertHold(
          trx,
          offerOrder(entry, lines, { id: universe.id, provider }, expiresAt),
          lines,
          { buyer: NO_LIMIT, address: 0 },
          now,
          false,
        );
        if (!('row' in held)) {
          await repo.rollbackToSavepoint(trx, 'offer');
          continue;
        }
        for (const line of lines) if (line.seat) taken.add(line.seat);
        await repo.markOffered(trx, entry.id, held.row.id, now, expiresAt);
        await repo.enqueueWaitingMail(trx, { id: entry.id, email: entry.email, order_id: held.row.id }, repo.WAITING_OFFER_MAIL, now);
        made++;
      }
      return made;
    });
  if (offered > 0) {
    ctx.log.info({ performanceId, offered }, 'waiting list offers made');
    kickMailWorker(ctx);
  }
  return offered;
}

/** Offers freed places of every performance someone waits for; returns how many offers went out. */
export async function offerFreedPlaces(ctx: AppContext): Promise<number> {
  let offered = 0;
  for (const performanceId of await repo.performancesToOffer(ctx.db, ctx.now())) offered += await offerForPerformance(ctx, performanceId);
  return offered;
}

/** Staff send an offer by hand: to this entry only, when its places are free now. */
export async function offerToEntry(ctx: AppContext, performanceId: number, entryId: number): Promise<boolean> {
  return (await offerForPerformance(ctx, performanceId, entryId)) > 0;
}

/** The periodic run: entries of past performances and unconfirmed sign-ups that ran out go (data protection), then offers are made. */
export async function waitingListRound(ctx: AppContext): Promise<number> {
  const deleted = await repo.deletePastEntries(ctx.db, ctx.now());
  if (deleted > 0) ctx.log.info({ deleted }, 'waiting list entries of past performances deleted');
  const unconfirmed = await repo.deleteUnconfirmedBefore(ctx.db, unconfirmedCutoff(ctx.now()));
  if (unconfirmed > 0) ctx.log.info({ deleted: unconfirmed }, 'unconfirmed waiting list sign-ups deleted');
  return offerFreedPlaces(ctx);
}

/** The periodic run; the order paths' "places freed" reaches offerFreedPlaces through compose.ts. */
export function startWaitingList(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  return startPeriodicJob(ctx.log, 'waiting list', intervalMs, () => waitingListRound(ctx));
}
