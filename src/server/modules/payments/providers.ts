import { cached } from '../../db/cached.js';
import type { Db } from '../../db/database.js';
import type { ProviderKind } from './payments.table.js';
import type { AppContext } from '../../http/context.js';
import { DomainError } from '../../domain-errors.js';
import { PayPalProvider } from './paypal-provider.js';
import type { PaymentProvider } from './provider.js';
import { TestProvider } from './test-provider.js';
import { allUniverses } from './universes.repository.js';

export interface Universe {
  id: number;
  name: string;
  provider: ProviderKind;
  is_sandbox: boolean;
  client_id: string | null;
  client_secret: string | null;
  webhook_id: string | null;
  updated_at: Date;
}

/** Every payment account (a handful), read on each order and capture: kept until a universe is saved. */
const universes = cached({ topics: ['payment-accounts'] }, allUniverses);

export async function activeUniverse(db: Db): Promise<Universe> {
  const universe = (await universes(db)).find((candidate) => candidate.active);
  if (!universe) throw new DomainError('unavailable', 'NO_PAYMENT_PROVIDER', 'Zurzeit ist keine Zahlungsart eingerichtet. Bitte versuche es später erneut.');
  return universe;
}

/**
 * The universe new orders use. The built-in test provider hands out tickets without money, so a
 * production server refuses it unless DEMO_MODE is on.
 */
export async function checkoutUniverse(ctx: AppContext): Promise<Universe> {
  const universe = await activeUniverse(ctx.db);
  if (universe.provider === 'test' && ctx.config.production && !ctx.config.demoMode) {
    throw new DomainError('unavailable', 'PAYMENT_NOT_CONFIGURED', 'Die Zahlung ist noch nicht eingerichtet. Bitte versuche es später erneut.');
  }
  return universe;
}

export async function universeById(db: Db, id: number): Promise<Universe | undefined> {
  return (await universes(db)).find((universe) => universe.id === id);
}

export function paypalApiBase(ctx: AppContext, universe: Universe): string {
  return ctx.config.paypal.apiBase ?? (universe.is_sandbox ? 'https://api-m.sandbox.paypal.com' : 'https://api-m.paypal.com');
}

/** The public client id: the universe's own, else the environment's. */
export function paypalClientId(ctx: AppContext, universe: Universe): string {
  return universe.client_id ?? ctx.config.paypal.clientId ?? '';
}

/** PayPal instances keep their OAuth token, so they live as long as the app (one cache per app, compose.ts). */
export type PaymentProviders = Map<string, PaymentProvider>;

export function providerFor(ctx: AppContext, universe: Universe): PaymentProvider {
  const cache = ctx.paymentProviders;
  // An edited universe (new secret, sandbox switched) gets a fresh provider: updated_at is in the key.
  const key = `${universe.id}:${universe.provider}:${universe.updated_at.getTime()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let provider: PaymentProvider;
  if (universe.provider === 'test') {
    provider = new TestProvider(ctx.db);
  } else {
    const clientId = paypalClientId(ctx, universe);
    const clientSecret = universe.client_secret ?? ctx.config.paypal.clientSecret;
    if (!clientId || !clientSecret) {
      throw new DomainError('unavailable', 'PAYPAL_NOT_CONFIGURED', 'Die Zahlung mit PayPal ist noch nicht eingerichtet. Bitte versuche es später erneut.');
    }
    provider = new PayPalProvider({
      apiBase: paypalApiBase(ctx, universe),
      clientId,
      clientSecret,
      webhookId: universe.webhook_id ?? ctx.config.paypal.webhookId,
      timeoutMs: ctx.config.paypal.timeoutMs,
      stopSignal: ctx.stopping,
    });
  }
  cache.set(key, provider);
  return provider;
}

/** The provider an existing order was created with, even if the active universe changed since. */
export async function providerForOrder(ctx: AppContext, order: { universe_id: number | null; provider: ProviderKind | 'free' }) {
  // A 0 € order never had a provider; reaching here with one is a defect, not a configuration problem.
  if (order.provider === 'free') throw new Error('a free order has no payment provider');
  const universe = order.universe_id ? await universeById(ctx.db, order.universe_id) : undefined;
  if (universe) return providerFor(ctx, universe);
  if (order.provider === 'test') return new TestProvider(ctx.db);
  throw new DomainError('unavailable', 'PAYPAL_NOT_CONFIGURED', 'Die Zahlungseinstellungen dieser Bestellung fehlen.');
}
