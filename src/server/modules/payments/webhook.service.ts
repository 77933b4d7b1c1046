import type { AppContext } from '../../http/context.js';
import { badRequest, DomainError } from '../../http/errors.js';
import { captureOrder } from '../orders/capture.service.js';
import { settle } from '../orders/fulfil.js';
import * as orders from '../orders/orders.repository.js';
import { ProviderError, type WebhookDelivery } from './provider.js';
import { activeUniverse, providerFor, universeById } from './providers.js';

interface PayPalEvent {
  id?: string;
  event_type?: string;
  resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
}

function providerOrderIdOf(event: PayPalEvent): string | undefined {
  const related = event.resource?.supplementary_data?.related_ids?.order_id;
  if (related) return related;
  return event.event_type?.startsWith('CHECKOUT.ORDER.') ? event.resource?.id : undefined;
}

/**
 * A PayPal webhook: verified through PayPal's own verification call, handled once per event id, and
 * never trusted for content — the order is fetched from PayPal again before anything changes.
 */
export async function handlePayPalWebhook(ctx: AppContext, delivery: WebhookDelivery, universeId?: number): Promise<{ outcome: string }> {
  const universe = universeId ? await universeById(ctx.db, universeId) : await activeUniverse(ctx.db);
  if (universe?.provider !== 'paypal') throw badRequest('Für diesen Zahlungsweg gibt es keine Webhooks.', 'WEBHOOK_UNSUPPORTED');
  const provider = providerFor(ctx, universe);
  const event = delivery.event as PayPalEvent;
  let verified = false;
  try {
    verified = await provider.verifyWebhook(delivery);
  } catch (error) {
    if (error instanceof ProviderError) throw new DomainError(503, 'WEBHOOK_VERIFY_UNAVAILABLE', 'Die Prüfung beim Zahlungsdienst ist gerade nicht möglich.');
    throw error;
  }
  if (!verified || typeof event.id !== 'string' || !event.id) {
    ctx.log.warn({ eventId: event.id, type: event.event_type }, 'webhook refused: signature not verified');
    throw badRequest('Die Signatur dieser Benachrichtigung ist ungültig.', 'WEBHOOK_INVALID');
  }

  const inserted = await ctx.db
    .insertInto('webhook_events')
    .values({ id: event.id, provider: 'paypal', event_type: event.event_type ?? '', resource_id: providerOrderIdOf(event) ?? null })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { outcome: 'duplicate' };

  try {
    const outcome = await act(ctx, event, provider);
    await ctx.db.updateTable('webhook_events').set({ processed_at: ctx.now(), outcome }).where('id', '=', event.id).execute();
    return { outcome };
  } catch (error) {
    // Forget the event so PayPal's next delivery tries again.
    await ctx.db.deleteFrom('webhook_events').where('id', '=', event.id).execute();
    throw error;
  }
}

async function act(ctx: AppContext, event: PayPalEvent, provider: ReturnType<typeof providerFor>): Promise<string> {
  const providerOrderId = providerOrderIdOf(event);
  if (!providerOrderId) return 'ignored';
  const order = await orders.findOrder(ctx.db, { providerOrderId });
  if (!order) return 'unknown-order';
  if (order.status === 'CAPTURED') return 'already-captured';
  const current = await provider.getOrder(providerOrderId);
  if (current.captures.some((capture) => capture.status === 'COMPLETED')) {
    await settle(ctx, order, current).catch((error) => {
      if (!(error instanceof DomainError && error.code === 'REFUND_REQUIRED')) throw error;
    });
    return 'settled';
  }
  if (current.status === 'APPROVED') {
    // The buyer approved but never came back: capture on their behalf, through the same idempotent path.
    await captureOrder(ctx, order);
    return 'captured';
  }
  return `no-change:${current.status}`;
}
