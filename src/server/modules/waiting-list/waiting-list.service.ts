import { createHash, randomBytes } from 'node:crypto';
import type { CreateOrderResponse } from '../../../shared/api/orders.js';
import type { WaitingEntryView, WaitingJoinRequest, WaitingJoinResponse } from '../../../shared/api/waiting-list.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { categoryOrderLimit } from '../../../shared/domain/order-limits.js';
import { joinedMessage, SIGN_UP_MAIL_GAP_MS, signUpMail, signUpProblems, ticketWord, unconfirmedCutoff } from '../../../shared/domain/waiting-list.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import { readOrderSettings } from '../configuration/index.js';
import { kickMailWorker } from '../mail/index.js';
import { checkoutSecret, findOrder, setProviderOrderId, placesFreed } from '../orders/index.js';
import { providerFor, universeById } from '../payments/index.js';
import { lookupTicketLink } from '../tickets/index.js';
import { type JoinLimits, throttleJoin } from './join-throttle.js';
import { offerForPerformance } from './waiting-list-offers.js';
import * as repo from './waiting-list.repository.js';
import { seatsOfRoom } from '../../../shared/domain/seats.js';
import { takenSeats } from '../events/index.js';
import { seatedPlan } from '../seating/index.js';

export const hashToken = (token: string) => createHash('sha256').update(`waiting-list:${token}`).digest('base64url');

const unknownLink = () => notFound('Diesen Wartelisten-Eintrag gibt es nicht (mehr). Bitte prüfe den Link aus deiner E-Mail.', 'WAITING_ENTRY_NOT_FOUND');

/** The seats still free online on a seated performance; unlimited when buyers do not pick seats. */
async function freeSeatCount(ctx: AppContext, performanceId: number, now: Date): Promise<number> {
  const plan = await seatedPlan(ctx.db, performanceId);
  if (!plan) return Number.POSITIVE_INFINITY;
  const taken = (await takenSeats(ctx.db, [performanceId], now)).get(performanceId);
  return seatsOfRoom(plan, taken).filter((seat) => !seat.taken).length;
}

/** Whether the event offers a waiting list (the date step shows the button only then). */
export async function waitingListOpen(ctx: AppContext, eventId: number): Promise<boolean> {
  return repo.eventWaitingListOn(ctx.db, eventId);
}

/**
 * waiting-list/join.php: a sign-up for a sold-out performance; the same address twice is one entry. The
 * answer is the same for a new and a listed address (issue 52): only the mail to the address tells.
 */
export async function joinWaitingList(
  ctx: AppContext,
  body: WaitingJoinRequest,
  { address, language }: { address: string; language?: string },
  limits: JoinLimits,
): Promise<WaitingJoinResponse> {
  const now = ctx.now();
  const facts = await repo.performanceFacts(ctx.db, body.performance_id);
  if (!facts?.visible || facts.starts_at <= now) throw invalid('Diese Vorstellung ist nicht (mehr) buchbar.', 'PERFORMANCE_UNAVAILABLE');
  if (!facts.waiting_list) throw conflict('Für diese Vorstellung gibt es keine Warteliste.', 'NO_WAITING_LIST');
  const categories = await repo.categoriesWithFree(ctx.db, facts.id);
  const categoryId = body.category_id ?? null;
  const category = categoryId === null ? undefined : categories.find((candidate) => candidate.id === categoryId);
  if (categoryId !== null && !category) throw invalid('Diese Ticketkategorie gibt es für die Vorstellung nicht.', 'CATEGORY_UNAVAILABLE');
  const settings = await readOrderSettings(ctx.db);
  const max = category ? categoryOrderLimit(category.max_per_order, settings.maxQuantityPerCustomer) : settings.maxQuantityPerCustomer;
  const problems = signUpProblems(body, max);
  if (Object.keys(problems).length) throw invalid(Object.values(problems)[0] ?? 'Ungültige Eingabe.', 'INVALID_WAITING_ENTRY', { fields: problems });
  // Seated, the free seats count too: a show can be full by its seats while a quota has room (issue 46).
  const freeSeats = await freeSeatCount(ctx, facts.id, now);
  const fits = (category ? [category] : categories).some((candidate) => Math.min(candidate.free, freeSeats) >= body.quantity);
  if (fits) throw conflict('Für diese Vorstellung gibt es noch Tickets. Du kannst sie direkt buchen.', 'NOT_SOLD_OUT');
  // Counted once the sign-up would be written: each accepted one may send a mail to a stranger.
  await throttleJoin(ctx.db, limits, address, now);
  const token = randomBytes(24).toString('base64url');
  const email = body.email.trim();
  // The sign-up's language: its mails and the offer's order speak it (issue 53). An address signed up again keeps its first.
  const entry = { performance_id: facts.id, category_id: categoryId, email, name: body.name.trim(), quantity: body.quantity, language };
  const mailed = await ctx.db.transaction().execute(async (trx) => {
    const written = await repo.insertEntry(trx, { ...entry, token_hash: hashToken(token), link_token: token }, now);
    const recent = !written.inserted && (await repo.signUpMailSince(trx, written.id, new Date(now.getTime() - SIGN_UP_MAIL_GAP_MS)));
    const mail = signUpMail(written, recent);
    if (mail)
      await repo.enqueueWaitingMail(trx, { id: written.id, email }, mail === 'already' ? repo.WAITING_ALREADY_MAIL : repo.WAITING_CONFIRMATION_MAIL, now);
    return mail !== null;
  });
  if (mailed) kickMailWorker(ctx);
  return { success: true, message: joinedMessage(body.quantity) };
}

/**
 * waiting-list/confirm.php: the sign-up mail's link confirms the entry (double opt-in); from then on it
 * counts for offers, and places free now are offered at once, in the line's order.
 */
export async function confirmWaitingEntry(ctx: AppContext, token: string, address: string): Promise<{ success: boolean; message: string }> {
  const entry = await entryOf(ctx, token, address);
  const now = ctx.now();
  if (entry.status !== 'unconfirmed') return { success: true, message: 'Deine Anmeldung ist schon bestätigt; du stehst auf der Warteliste.' };
  if (entry.created_at <= unconfirmedCutoff(now)) throw unknownLink();
  await repo.confirmEntry(ctx.db, entry.id, now);
  try {
    await offerForPerformance(ctx, entry.performance_id);
  } catch (error) {
    // The confirmation stands; the periodic run offers the places.
    ctx.log.warn({ err: error, performanceId: entry.performance_id }, 'waiting list offer after confirmation failed');
  }
  return {
    success: true,
    message: `Danke, deine Anmeldung ist bestätigt: Du stehst auf der Warteliste (${ticketWord(entry.quantity)}). Werden Plätze frei, bekommst du der Reihe nach eine E-Mail.`,
  };
}

/** The entry of a personal link, looked up under the ticket links' secret throttle (issue 38). */
async function entryOf(ctx: AppContext, token: string, address: string) {
  const entry = await lookupTicketLink(ctx, address, (db) => repo.entryByTokenHash(db, hashToken(token)));
  if (!entry) throw unknownLink();
  return entry;
}

/** waiting-list/entry.php: what the personal link shows (the offer's state read from its order). */
export async function viewEntry(ctx: AppContext, token: string, address: string): Promise<WaitingEntryView> {
  const entry = await entryOf(ctx, token, address);
  const [facts, order, seats] = await Promise.all([
    repo.mailFacts(ctx.db, entry.id),
    entry.order_id ? findOrder(ctx.db, { id: entry.order_id }) : undefined,
    repo.offerSeats(ctx.db, entry.order_id),
  ]);
  if (!facts) throw unknownLink();
  let status = entry.status;
  if (status === 'offered' && order?.status === 'CAPTURED') status = 'bought';
  else if (status === 'offered' && (!order?.holding || order.expires_at <= ctx.now())) status = 'lapsed';
  return {
    status,
    name: entry.name,
    event_title: facts.event_title,
    starts_at: facts.starts_at.toISOString(),
    quantity: entry.quantity,
    category_name: facts.category_name,
    offer_expires_at: entry.offer_expires_at?.toISOString() ?? null,
    total_cents: order ? order.total_cents : null,
    seats: status === 'offered' || status === 'bought' ? seats : [],
  };
}

/** waiting-list/leave.php: the entry is deleted; an offer it held goes back and on to the next. */
export async function leaveWaitingList(ctx: AppContext, token: string, address: string): Promise<{ success: boolean; message: string }> {
  const entry = await entryOf(ctx, token, address);
  if (entry.status === 'bought') throw conflict('Du hast die Tickets schon gekauft; der Eintrag wird nach der Vorstellung gelöscht.', 'WAITING_ENTRY_BOUGHT');
  await removeEntry(ctx, entry.id);
  return { success: true, message: 'Du bist von der Warteliste abgemeldet; deine Angaben sind gelöscht.' };
}

/** Deletes an entry; a running offer's hold is withdrawn and its places go to the next entry. */
export async function removeEntry(ctx: AppContext, entryId: number): Promise<boolean> {
  const withdrawn = await ctx.db.transaction().execute(async (trx) => {
    const entry = await repo.entryById(trx, entryId);
    if (!entry) return undefined;
    const closed = entry.status === 'offered' && entry.order_id ? await repo.withdrawOfferHold(trx, entry.order_id) : false;
    await repo.deleteEntry(trx, entryId);
    return closed;
  });
  if (withdrawn) await placesFreed(ctx);
  return withdrawn !== undefined;
}

/**
 * waiting-list/pay.php: the offer's held order, ready for the payment buttons (create.php's answer, so the
 * shop's capture and its checkout proof work as for any order). The provider order is created the first
 * time the link is used, outside any transaction; the same request id makes a repeat the same order.
 */
export async function payOffer(ctx: AppContext, token: string, address: string): Promise<CreateOrderResponse> {
  const entry = await entryOf(ctx, token, address);
  const order = entry.order_id ? await findOrder(ctx.db, { id: entry.order_id }) : undefined;
  const expired = () => conflict('Dein Angebot ist abgelaufen; die Plätze gingen an die nächste Person auf der Warteliste.', 'OFFER_EXPIRED');
  if (entry.status === 'lapsed') throw expired();
  if (entry.status !== 'offered' || !order) throw conflict('Zu diesem Eintrag gibt es gerade kein Angebot.', 'NO_OFFER');
  if (order.status === 'CAPTURED') throw conflict('Diese Tickets hast du schon gekauft. Sie kamen per E-Mail.', 'OFFER_BOUGHT');
  if (!order.holding || order.status !== 'CREATED' || order.expires_at <= ctx.now()) throw expired();
  let providerOrderId = order.provider_order_id;
  if (!providerOrderId) {
    const universe = order.universe_id ? await universeById(ctx.db, order.universe_id) : undefined;
    if (!universe) throw conflict('Die Zahlung ist gerade nicht möglich. Bitte versuche es später erneut.', 'PAYMENT_NOT_CONFIGURED');
    const created = await providerFor(ctx, universe).createOrder({
      orderId: order.id,
      amountCents: order.total_cents,
      currency: 'EUR',
      requestId: order.provider_request_id,
      description: `Bestellung ${order.id} (Warteliste)`,
      language: order.language,
    });
    await setProviderOrderId(ctx.db, order.id, created.id);
    providerOrderId = created.id;
  }
  return {
    id: providerOrderId,
    order_id: order.id,
    total: centsToEuros(order.total_cents),
    total_cents: order.total_cents,
    expires_at: order.expires_at.toISOString(),
    provider: order.provider as CreateOrderResponse['provider'],
    checkout_secret: checkoutSecret(order.public_token),
  };
}
