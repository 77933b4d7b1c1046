import { randomBytes, randomUUID } from 'node:crypto';
import type { CreateOrderRequest, CreateOrderResponse } from '../../../../shared/api/orders.js';
import { parseDonationCents, validateUserData } from '../../../../shared/domain/checkout-rules.js';
import { holdBucket } from '../../../../shared/domain/client-address.js';
import { centsToEuros } from '../../../../shared/domain/money.js';
import { DONATION_LIMIT_MESSAGE } from '../../../../shared/domain/order-limits.js';
import type { AppContext } from '../../../http/context.js';
import { conflict, DomainError, invalid } from '../../../domain-errors.js';
import { checkoutUniverse, providerFor, type CreateProviderOrder, ProviderError } from '../../payments/index.js';
import { readOrderSettings } from '../../configuration/index.js';
import { checkoutSecret } from './checkout-proof.js';
import { priceWithDiscounts } from '../../coupons/index.js';
import { freeOrderRef, markFree } from './free-orders.js';
import { placeHold } from './holds.js';
import type { HeldOrder } from './quota.repository.js';
import * as repo from '../orders.repository.js';
import { releaseReplacedHold } from './replaced-hold.js';
import { resolveCart } from './resolve-cart.js';

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

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export const providerUnavailable = (error: ProviderError) =>
  new DomainError('unavailable', 'PAYMENT_PROVIDER_UNAVAILABLE', 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.', {
    issue: error.issue,
  });

/** Who sent an order: the client address counts against HOLD_LIMIT_PER_ADDRESS. */
export interface OrderClient {
  address: string;
  idempotencyKey?: string;
  /** The visitor's language (shared/i18n/negotiate.ts); the order's mails, PDF and .ics speak it. */
  language?: string;
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
  if (Object.keys(fields).length) throw invalid(Object.values(fields)[0] ?? 'Ungültige Eingabe.', 'INVALID_USER_DATA', { fields });
  const donationCents = parseDonationCents(body.donation_amount);
  if (donationCents === null) {
    throw invalid(DONATION_LIMIT_MESSAGE, 'INVALID_DONATION', {
      fields: { donation_amount: 'Ungültiger Betrag.' },
    });
  }

  const now = ctx.now();
  const settings = await readOrderSettings(ctx.db);
  const lines = await resolveCart(ctx.db, body.cart, settings, now);
  // The same checkout's earlier hold gives way first: its seats are the buyer's own (issue 46 item 5).
  const releasedFirst = await releaseReplacedHold(ctx, body.replaces);
  const priced = await priceWithDiscounts(ctx, lines, body.coupon_code, { email: user.email, address: client.address }, donationCents);
  const totalCents = priced.price.totalCents;
  if (totalCents < 0) throw invalid('Eine Bestellung mit negativem Betrag ist nicht möglich.', 'EMPTY_TOTAL');

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
    language: client.language ?? 'de',
  };
  // The server's price decides: nothing to pay means no payment provider at all (issue 33).
  const free = totalCents === 0;
  const universe = free ? null : await checkoutUniverse(ctx);
  const provider = universe ? providerFor(ctx, universe) : null;
  // A provider that keeps its orders in our database (the test provider) creates its order in the hold's
  // commit, so the request waits for one commit (with PostgreSQL's fsync, what it waits for most); the hold
  // already carries the id that order will have.
  const createIn = provider?.createOrderIn?.bind(provider);
  const plannedId = createIn ? provider?.plannedOrderId?.(base.provider_request_id) : undefined;
  const newOrder: repo.NewOrder = universe
    ? { ...base, universe_id: universe.id, provider: universe.provider, ...(plannedId ? { provider_order_id: plannedId } : {}) }
    : { ...base, universe_id: null, provider: 'free', provider_order_id: freeOrderRef() };
  const providerRequest = (order: { id: number; provider_request_id: string }): CreateProviderOrder => ({
    orderId: order.id,
    amountCents: totalCents,
    currency: 'EUR',
    requestId: order.provider_request_id,
    description: `Bestellung ${order.id}: ${lines[0].eventTitle}`,
    language: base.language,
  });
  let order: HeldOrder;
  try {
    const placed = await placeHold(ctx, newOrder, lines, {
      openHoldLimit: settings.openHoldsPerCustomer,
      releasedFirst,
      // Places freed while someone waits are the waiting list's, decided in the hold statement (issue 42).
      yieldToWaitingList: true,
      // A coupon's uses left are read and written by every order using it: that work goes one order at a time.
      sideBySide: priced.discounts.length === 0,
      within:
        priced.discounts.length || !provider || createIn
          ? async (trx, held) => {
              // Discounts are written in the hold's commit: a coupon used up meanwhile takes the hold back with it.
              await priced.record(trx, held.id, now);
              if (!provider) await markFree(trx, held.id);
              if (!createIn) return held;
              const created = await createIn(trx, providerRequest(held));
              if (created.id !== held.provider_order_id) await repo.setProviderOrderId(trx, held.id, created.id);
              return { ...held, provider_order_id: created.id };
            }
          : undefined,
    });
    order = placed.done ?? placed.held;
  } catch (error) {
    // Another request with the same key won the insert: answer as a repeat of it.
    const winner = idempotencyKey && isUniqueViolation(error) ? await repo.findOrder(ctx.db, { idempotencyKey }) : undefined;
    if (winner) return repeated(winner);
    throw error;
  }
  if (!provider || order.provider_order_id) return response(order);

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
