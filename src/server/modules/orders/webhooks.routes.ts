import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { handlePayPalWebhook } from './webhooks.js';

const WebhookQuery = Type.Object({ universe: Type.Optional(Type.Integer({ minimum: 1 })) });

/** PayPal's webhook: it acts on orders, so orders owns it (the URL stays under payments/). */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Only this route keeps the raw body: PayPal's signature covers the bytes it sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
      try {
        // Kept as parsed (even when it is no object) so the control-character check sees what was sent.
        done(null, { raw, event: JSON.parse(raw as string) });
      } catch {
        done(badRequest('Die Benachrichtigung ist kein gültiges JSON.', 'WEBHOOK_INVALID'), undefined);
      }
    });
    scope.post('/payments/paypal/webhook.php', { schema: { querystring: WebhookQuery } }, async (request) => {
      const { universe } = request.query as { universe?: number };
      const body = request.body as { raw?: string; event?: unknown } | undefined;
      const event = body?.event && typeof body.event === 'object' && !Array.isArray(body.event) ? (body.event as Record<string, unknown>) : {};
      const result = await handlePayPalWebhook(ctx, { headers: request.headers, event, rawBody: body?.raw ?? '' }, universe);
      return { success: true, ...result };
    });
  });
}
