import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers } from '../../../../shared/api/errors.js';
import { DbId } from '../../../../shared/api/numbers.js';
import type { ApiInstance } from '../../../http/api-instance.js';
import type { AppContext } from '../../../http/context.js';
import { invalid } from '../../../domain-errors.js';
import { DOCUMENT_BODY } from '../../../http/openapi-document.js';
import { handlePayPalWebhook } from './webhooks.js';

const WebhookQuery = Type.Object({ universe: Type.Optional(DbId()) });
/** What PayPal sends (its webhook event); the route reads the raw bytes itself, so this only documents them. */
const PayPalWebhookEvent = Type.Object(
  {
    id: Type.String({ description: 'Kennung der Benachrichtigung bei PayPal' }),
    event_type: Type.String({ description: 'z. B. CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.REFUNDED' }),
    resource_type: Type.Optional(Type.String()),
    resource: Type.Object({}, { additionalProperties: true, description: 'Bestellung, Zahlung oder Erstattung, wie PayPal sie beschreibt' }),
    create_time: Type.Optional(Type.String()),
  },
  { additionalProperties: true, description: 'Ein Webhook-Ereignis von PayPal (Notifications API v1); die Signatur steht in den PAYPAL-TRANSMISSION-Headern.' },
);
const WebhookResponse = Type.Object({ success: Type.Literal(true), outcome: Type.String({ description: 'Was mit der Benachrichtigung geschah' }) });

/** What the raw-body parser below made of the request: the bytes, and the event when it is a JSON object. */
function parsedDelivery(body: unknown): { raw: string; event: Record<string, unknown> } {
  if (!body || typeof body !== 'object') return { raw: '', event: {} };
  const { raw, event } = body as { raw?: unknown; event?: unknown };
  const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  return { raw: typeof raw === 'string' ? raw : '', event: isObject(event) ? event : {} };
}

/** PayPal's webhook: it acts on orders, so orders owns it (the URL stays under payments/). */
export async function webhookRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  // Only this route keeps the raw body: PayPal's signature covers the bytes it sent.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
      try {
        // Kept as parsed (even when it is no object) so the control-character check sees what was sent.
        done(null, { raw, event: JSON.parse(raw as string) });
      } catch {
        done(invalid('Die Benachrichtigung ist kein gültiges JSON.', 'WEBHOOK_INVALID'), undefined);
      }
    });
    const schema = {
      summary: 'PayPal-Benachrichtigung',
      description: 'Webhook für PayPal: die Signatur wird bei PayPal geprüft, dann wird die Bestellung abgeschlossen, erstattet oder storniert.',
      tags: ['Zahlungen'],
      querystring: WebhookQuery,
      [DOCUMENT_BODY]: PayPalWebhookEvent,
      response: answers(WebhookResponse),
    };
    scope.post('/payments/paypal/webhook.php', { schema }, async (request) => {
      const { universe } = request.query;
      const { raw, event } = parsedDelivery(request.body);
      const result = await handlePayPalWebhook(ctx, { headers: request.headers, event, rawBody: raw }, universe);
      return { success: true as const, ...result };
    });
  });
}
