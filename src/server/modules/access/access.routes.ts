import type { FastifyRequest } from 'fastify';
import { ApiKeyCreateRequest, ApiKeyCreateResponse, ApiKeyRevokeRequest, ApiOverviewResponse, WebhookSecretResponse } from '../../../shared/api/api-keys.js';
import { answers, MessageResponse } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as keys from './api-keys.service.js';
import * as webhooks from './webhooks.service.js';

const tags = ['API Verwaltung'];

const actorOf = (request: FastifyRequest): keys.Actor => {
  const session = sessionOf(request);
  return { userId: session.userId, username: session.username, address: request.ip, requestId: request.id };
};

/** Issue 31: API keys and the outgoing webhook's secret (API_MANAGE). */
export async function accessRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  const manage = guard(ctx, 'API_MANAGE');

  app.get(
    '/api_keys/list.php',
    {
      schema: {
        summary: 'API-Schlüssel und Webhooks',
        description: 'Alle Schlüssel (ohne den Schlüssel selbst), die API-Einstellungen und die letzten Webhook-Zustellungen. Berechtigung API_MANAGE.',
        tags,
        response: answers(ApiOverviewResponse),
      },
      onRequest: manage,
    },
    () => keys.overview(ctx),
  );

  app.post(
    '/api_keys/create.php',
    {
      schema: {
        'x-credential': 'api_keys',
        summary: 'API-Schlüssel erstellen',
        description:
          'Name und Bereich (read: Bestellungen und Statistik lesen; checkin: Einlass). Der Schlüssel steht nur in dieser Antwort. Berechtigung API_MANAGE.',
        tags,
        body: ApiKeyCreateRequest,
        response: answers(ApiKeyCreateResponse),
      },
      onRequest: manage,
    },
    (request) => keys.createKey(ctx, actorOf(request), request.body),
  );

  app.post(
    '/api_keys/revoke.php',
    {
      schema: {
        'x-credential': 'api_keys',
        summary: 'API-Schlüssel widerrufen',
        description: 'Der Schlüssel gilt sofort nicht mehr. Berechtigung API_MANAGE.',
        tags,
        body: ApiKeyRevokeRequest,
        response: answers(MessageResponse),
      },
      onRequest: manage,
    },
    (request) => keys.revokeKey(ctx, actorOf(request), sessionOf(request), request.body.id),
  );

  app.get(
    '/api_keys/webhook_secret.php',
    {
      schema: {
        summary: 'Webhook-Schlüssel',
        description: 'Der Schlüssel, mit dem die Webhooks signiert werden (HMAC-SHA256); jeder Abruf steht im Audit Log. Berechtigung API_MANAGE.',
        tags,
        response: answers(WebhookSecretResponse),
      },
      onRequest: manage,
    },
    (request) => webhooks.revealSecret(ctx, actorOf(request)),
  );

  app.post(
    '/api_keys/webhook_secret_rotate.php',
    {
      schema: {
        'x-credential': 'none',
        summary: 'Neuer Webhook-Schlüssel',
        description: 'Ersetzt den Signaturschlüssel der Webhooks. Berechtigung API_MANAGE.',
        tags,
        response: answers(WebhookSecretResponse),
      },
      onRequest: manage,
    },
    (request) => webhooks.rotateSecret(ctx, actorOf(request)),
  );
}
