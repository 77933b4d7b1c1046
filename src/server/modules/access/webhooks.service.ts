import type { WebhookSecretResponse } from '../../../shared/api/api-keys.js';
import type { AppContext } from '../../http/context.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from './api-keys.service.js';
import { newWebhookSecret } from './webhook-signature.js';
import * as repo from './webhooks.repository.js';

/** The signing secret; the first one is made when first needed. It stays readable: signing needs it. */
export async function ensureWebhookSecret(ctx: AppContext): Promise<string> {
  const existing = await repo.currentSecret(ctx.db);
  if (existing) return existing;
  await repo.insertSecret(ctx.db, newWebhookSecret());
  return (await repo.currentSecret(ctx.db)) as string;
}

/** Every reveal is an audit entry (issue 38): who saw the signing secret, and when. No entry, no secret. */
export async function revealSecret(ctx: AppContext, actor: Actor): Promise<WebhookSecretResponse> {
  const secret = await ensureWebhookSecret(ctx);
  await recordAudit(ctx.db, { ...actor, action: 'webhook.secret_reveal', subject: 'webhook', status: 200 });
  return { success: true, message: 'OK', secret };
}

/** A new secret replaces the old one at once; the receiver must be given it. */
export async function rotateSecret(ctx: AppContext, actor: Actor): Promise<WebhookSecretResponse> {
  const secret = newWebhookSecret();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertSecret(trx, secret);
    await recordAudit(trx, { ...actor, action: 'webhook.secret_rotate', subject: 'webhook' });
  });
  return { success: true, message: 'Neuer Webhook-Schlüssel erstellt; der alte gilt nicht mehr.', secret };
}
