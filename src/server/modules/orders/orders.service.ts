import { randomBytes, randomUUID } from 'node:crypto';
import type { CreateOrderRequest, CreateOrderResponse } from '../../../shared/api/orders.js';
import { parseDonationCents, validateUserData } from '../../../shared/domain/checkout-rules.js';
import { holdBucket } from '../../../shared/domain/client-address.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { DONATION_LIMIT_MESSAGE } from '../../../shared/domain/order-limits.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, conflict, DomainError } from '../../http/errors.js';
import { checkoutUniverse, providerFor } from '../payments/providers.js';
import { type CreateProviderOrder, ProviderError } from '../payments/provider.js';
import { readOrderSettings } from '../configuration/order-settings.js';
import { checkoutSecret } from './checkout-proof.js';
import { type PricedOrder, priceWithDiscounts } from '../coupons/order-discounts.js';
import { freeOrderRef, markFree } from './free-orders.js';
import { placeHold, placeHoldWith } from './holds.js';
import { publicHoldRefusal } from './places-freed.js';
import * as repo from './orders.repository.js';
import { type ResolvedLine, resolveCart } from './resolve-cart.js';

function response(order: {
  id: number;
  public_token: string;
  provider_order_id?: string | null;
  total_cents: number;
  expires_at: Date;
  provider: 'test' | 'paypal' | 'free';
}): CreateOrderResponse {
  return {
    id: order.provider_order_id ?? '',
    order_id: order.id,
    total: centsToEuros(order.total_cents),
    total_cents: order.total_cents,
    expires_at: order.expires_at.toISOString(),
    provider: order.provider,
    checkout_secret: checkoutSecret(order.public_token),
  };
}

/** The answer to a key seen before: its order, or why there is none to pay (never a second order). */
function repeated(existing: repo.OrderRow): CreateOrderResponse {
  if (existing.provider_order_id) return response(existing);
  if (existing.status === 'CREATED') {
    throw conflict('Diese Bestellung wird gerade angelegt. Bitte warte einen Moment.', 'ORDER_CREATE_IN_PROGRESS');
  }
  throw conflict('Dieser Bestellversuch ist fehlgeschlagen. Bitte starte die Zahlung erneut.', 'ORDER_CREATE_FAILED');
}

/** Holds a 0 € order exactly as a paid one (quotas, hold limits, the coupon's limits in the same transaction). */
async function holdFree(ctx: AppContext, order: repo.NewOrder, lines: ResolvedLine[], openHolds: number, priced: PricedOrder, now: Date): Promise<CreateOrderResponse> {
  try {
    const placed = await placeHoldWith(ctx, order, lines, openHolds, async (trx, held) => {
      await priced.record(trx, held.id, now);
      await markFree(trx, held.id);
    });
    return response(placed.held);
  } catch (error) {
    const winner = order.idempotency_key && isUniqueViolation(error) ? await repo.findOrder(ctx.db, { idempotencyKey: order.idempotency_key }) : undefined;
    if (winner) return repeated(winner);
    throw error;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export const providerUnavailable = (error: ProviderError) =>
  new DomainError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.', {
    issue: error.issue,
  });

/** Who sent an order: the client address counts against HOLD_LIMIT_PER_ADDRESS. */
export interface OrderClient {
  address: string;
  idempotencyKey?: string;
}

/**
 * orders/create.php: validates and prices the cart from the database, holds the tickets, then (with no
 * transaction open) creates the provider order for the server's total.
 */
export async function createOrder(ctx: AppContext, body: CreateOrderRequest, client: OrderClient): Promise<CreateOrderResponse> {
  const { idempotencyKey } = client;
  if (idempotencyKey) {
    const existing = await repo.findOrder(ctx.db, { idempotencyKey });
    if (existing) return repeated(existing);
  }
  const user = body.user_data;
  const fields = validateUserData(user);
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0] ?? 'Ungültige Eingabe.', 'INVALID_USER_DATA', { fields });
  const donationCents = parseDonationCents(body.donation_amount);
  if (donationCents === null) {
    throw badRequest(DONATION_LIMIT_MESSAGE, 'INVALID_DONATION', {
      fields: { donation_amount: 'Ungültiger Betrag.' },
    });
  }

  const now = ctx.now();
  const settings = await readOrderSettings(ctx.db);
  const lines = await resolveCart(ctx.db, body.cart, settings, now);
  // Places offered to (or freed for) the waiting list are not the public's (issue 42).
  const waitedFor = await publicHoldRefusal(ctx, lines);
  if (waitedFor) throw waitedFor;
  const priced = await priceWithDiscounts(ctx, lines, body.coupon_code, { email: user.email, address: client.address }, donationCents);
  const totalCents = priced.price.totalCents;
  if (totalCents < 0) throw badRequest('Eine Bestellung mit negativem Betrag ist nicht möglich.', 'EMPTY_TOTAL');

  const base = {
    public_token: randomBytes(24).toString('base64url'),
    idempotency_key: idempotencyKey ?? null,
    first_name: user.firstName.trim(),
    last_name: user.lastName.trim(),
    email: user.email.trim(),
    phone: user.phone?.trim() ?? '',
    donation_cents: donationCents,
    total_cents: totalCents,
    provider_request_id: randomUUID(),
    capture_request_id: randomUUID(),
    expires_at: new Date(now.getTime() + settings.reservationMinutes * 60_000),
    client_address: holdBucket(client.address),
  };
  // The server's price decides: nothing to pay means no payment provider at all (issue 33).
  if (totalCents === 0) return holdFree(ctx, { ...base, universe_id: null, provider: 'free', provider_order_id: freeOrderRef() }, lines, settings.openHoldsPerCustomer, priced, now);

  const universe = await checkoutUniverse(ctx);
  const provider = providerFor(ctx, universe);
  const newOrder: repo.NewOrder = { ...base, universe_id: universe.id, provider: universe.provider };
  const providerRequest = (order: { id: number; provider_request_id: string }): CreateProviderOrder => ({
    orderId: order.id,
    amountCents: totalCents,
    currency: 'EUR',
    requestId: order.provider_request_id,
    description: `Bestellung ${order.id}: ${lines[0].eventTitle}`,
  });
  // The test provider keeps its orders in our database: its order commits with the hold, which already
  // carries its id, so the request waits for one commit (with PostgreSQL's fsync, what it waits for most).
  const createIn = provider.createOrderIn?.bind(provider);
  const orderIdFor = provider.orderIdFor?.bind(provider);
  let held: Awaited<ReturnType<typeof placeHold>>;
  try {
    if (createIn && orderIdFor) {
      const known = { ...newOrder, provider_order_id: orderIdFor(newOrder.provider_request_id) };
      const placed = await placeHoldWith(ctx, known, lines, settings.openHoldsPerCustomer, async (trx, order) => {
        await priced.record(trx, order.id, now);
        return createIn(trx, providerRequest(order));
      });
      return response(placed.held);
    }
    // Discounts are written in the hold's transaction: a coupon used up meanwhile takes the hold back with it.
    held = priced.discounts.length
      ? (await placeHoldWith(ctx, newOrder, lines, settings.openHoldsPerCustomer, (trx, order) => priced.record(trx, order.id, now))).held
      : await placeHold(ctx, newOrder, lines, settings.openHoldsPerCustomer);
  } catch (error) {
    // Another request with the same key won the insert: answer as a repeat of it.
    const winner = idempotencyKey && isUniqueViolation(error) ? await repo.findOrder(ctx.db, { idempotencyKey }) : undefined;
    if (winner) return repeated(winner);
    throw error;
  }

  const order = held;
  try {
    // PayPal is a network call: made with no transaction open, its id recorded afterwards.
    const created = await provider.createOrder(providerRequest(order));
    await repo.setProviderOrderId(ctx.db, order.id, created.id);
    return response({ ...order, provider_order_id: created.id });
  } catch (error) {
    // Without a provider order nobody can pay this hold: give the tickets back at once.
    await repo.closeOrder(ctx.db, order.id, 'FAILED', { failure_reason: 'PROVIDER_CREATE_FAILED' });
    if (error instanceof ProviderError) {
      ctx.log.warn({ orderId: order.id, issue: error.issue, debugId: error.debugId }, 'payment provider refused create');
      throw providerUnavailable(error);
    }
    throw error;
  }
}
