import type { AppContext } from '../../../http/context.js';
import { raiseAlert } from '../../alerts/index.js';
import { DomainError, invalid } from '../../../domain-errors.js';
import { ProviderError, type WebhookDelivery, activeUniverse, providerFor, universeById } from '../../payments/index.js';
import { act, type PayPalEvent, providerOrderIdOf } from './webhook-actions.js';
import { WebhookUnconfirmed } from './webhook-unconfirmed.js';
import * as events from './webhook-events.repository.js';

/**
 * A PayPal webhook: verified through PayPal's own verification call, handled once per event id, and
 * never trusted for content — the order is fetched from PayPal again before anything changes.
 */
export async function handlePayPalWebhook(ctx: AppContext, delivery: WebhookDelivery, universeId?: number): Promise<{ outcome: string }> {
  const universe = universeId ? await universeById(ctx.db, universeId) : await activeUniverse(ctx.db);
  if (universe?.provider !== 'paypal') throw invalid('Für diesen Zahlungsweg gibt es keine Webhooks.', 'WEBHOOK_UNSUPPORTED');
  const provider = providerFor(ctx, universe);
  const event = delivery.event as PayPalEvent;
  let verified = false;
  try {
    verified = await provider.verifyWebhook(delivery);
  } catch (error) {
    if (error instanceof ProviderError)
      throw new DomainError('unavailable', 'WEBHOOK_VERIFY_UNAVAILABLE', 'Die Prüfung beim Zahlungsdienst ist gerade nicht möglich.');
    throw error;
  }
  if (!verified || typeof event.id !== 'string' || !event.id) {
    ctx.log.warn({ eventId: event.id, type: event.event_type }, 'webhook refused: signature not verified');
    // Someone may be forging PayPal's messages, or the webhook id is wrong: either way a person must look.
    await raiseAlert(ctx.db, {
      kind: 'WEBHOOK_UNVERIFIED',
      dedupeKey: 'webhook-unverified',
      message: `Eine Benachrichtigung an den PayPal-Webhook (${String(event.event_type ?? 'ohne Typ').slice(0, 80)}) hatte keine gültige Signatur und wurde abgewiesen. Bitte die Webhook-ID des Universums prüfen; kommt das öfter vor, versucht jemand, Zahlungen vorzutäuschen.`,
      details: { eventId: typeof event.id === 'string' ? event.id.slice(0, 100) : null, universe: universe.id },
    });
    throw invalid('Die Signatur dieser Benachrichtigung ist ungültig.', 'WEBHOOK_INVALID');
  }

  const inserted = await events.claimWebhookEvent(ctx.db, {
    id: event.id,
    event_type: event.event_type ?? '',
    resource_id: providerOrderIdOf(event) ?? event.resource?.id ?? null,
  });
  if (!inserted) return { outcome: 'duplicate' };

  try {
    const outcome = await act(ctx, event, provider);
    await events.markWebhookProcessed(ctx.db, event.id, ctx.now(), outcome);
    return { outcome };
  } catch (error) {
    // Forget the event so PayPal's next delivery tries again.
    await events.forgetWebhookEvent(ctx.db, event.id);
    if (error instanceof WebhookUnconfirmed) {
      ctx.log.warn({ eventId: event.id, type: event.event_type, subject: error.message }, 'webhook deferred: PayPal does not confirm it yet');
      throw new DomainError('unavailable', 'WEBHOOK_UNCONFIRMED', 'PayPal bestätigt diese Benachrichtigung noch nicht; sie wird später erneut zugestellt.');
    }
    if (error instanceof ProviderError) {
      ctx.log.warn({ eventId: event.id, issue: error.issue }, 'webhook deferred: the provider could not be asked');
      throw new DomainError(
        'unavailable',
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'Der Zahlungsdienst ist gerade nicht erreichbar; die Benachrichtigung wird später erneut zugestellt.',
      );
    }
    throw error;
  }
}
