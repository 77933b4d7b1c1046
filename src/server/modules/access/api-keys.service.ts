import type { ApiKeyCreateRequest, ApiKeyCreateResponse, ApiKeyDto, ApiOverviewResponse } from '../../../shared/api/api-keys.js';
import { API_KEY_PREFIX, type ApiScope, isApiScope, keyPermissions, scopeAllows } from '../../../shared/domain/api-scopes.js';
import type { AppContext } from '../../http/context.js';
import { DomainError, forbidden, notFound, unauthorized } from '../../domain-errors.js';
import { RateLimiter } from '../../http/rate-limiter.js';
import { newToken, tokenHash } from '../../http/tokens.js';
import { recordAudit } from '../audit/index.js';
import { permissionKeysOfUser } from '../auth/index.js';
import type { SessionUser } from '../auth/index.js';
import { assertMayChangeCredentials } from '../accounts/index.js';
import { currentConfig } from '../configuration/index.js';
import * as repo from './api-keys.repository.js';
import * as webhooks from './webhooks.repository.js';

export interface Actor {
  userId: number;
  username: string;
  address: string;
  requestId: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const dtoOf = (row: repo.ApiKeyRow): ApiKeyDto => ({
  id: row.id,
  name: row.name,
  scope: isApiScope(row.scope) ? row.scope : 'read',
  prefix: row.key_prefix,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by,
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});

export async function overview(ctx: AppContext): Promise<ApiOverviewResponse> {
  const [keys, config, secret, deliveries] = await Promise.all([
    repo.listKeys(ctx.db),
    currentConfig(ctx.db),
    webhooks.currentSecret(ctx.db),
    webhooks.recentDeliveries(ctx.db, 50),
  ]);
  return {
    success: true,
    message: 'OK',
    keys: keys.map(dtoOf),
    api_access: config.values.api_access === true,
    rate_limit: Number(config.values.api_rate_limit),
    webhook_url: String(config.values.webhook_url ?? ''),
    webhook_secret_set: Boolean(secret),
    deliveries: deliveries.map((row) => ({
      id: String(row.id),
      event: row.event,
      order_id: row.order_id,
      created_at: row.created_at.toISOString(),
      attempts: row.attempts,
      next_attempt_at: row.delivered_at || row.gave_up_at ? null : row.next_attempt_at.toISOString(),
      delivered_at: iso(row.delivered_at),
      gave_up_at: iso(row.gave_up_at),
      last_status: row.last_status,
      last_error: row.last_error,
    })),
  };
}

/** A new key, shown this once; only its SHA-256 is stored (256 random bits need no slow hash). */
export async function createKey(ctx: AppContext, actor: Actor, request: ApiKeyCreateRequest): Promise<ApiKeyCreateResponse> {
  const name = request.name.trim();
  if (!name) throw new DomainError('invalid', 'NAME_REQUIRED', 'Bitte gib dem Schlüssel einen Namen.');
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertKey(trx, {
      name,
      scope: request.scope,
      key_hash: tokenHash(key),
      key_prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      created_by: actor.userId,
    });
    await recordAudit(trx, { ...actor, action: 'api_key.create', subject: `api_key:${inserted.id}`, changes: { name, scope: request.scope } });
    return inserted;
  });
  return { success: true, message: `Schlüssel „${name}“ erstellt. Kopiere ihn jetzt – er wird nicht wieder angezeigt.`, key, item: dtoOf(row) };
}

/** Revokes a key: one's own, or (issue 38) a key of someone of a strictly lower rank, whose credential it is. */
export async function revokeKey(ctx: AppContext, actor: Actor, caller: SessionUser, id: number) {
  const existing = await repo.keyExists(ctx.db, id);
  if (existing?.created_by != null && existing.created_by !== caller.userId) await assertMayChangeCredentials(ctx.db, caller, existing.created_by);
  const revoked = await ctx.db.transaction().execute(async (trx) => {
    const done = await repo.revokeKey(trx, id, ctx.now());
    if (done) await recordAudit(trx, { ...actor, action: 'api_key.revoke', subject: `api_key:${id}`, changes: { name: done.name } });
    return done;
  });
  if (!revoked && !existing) throw notFound('Diesen Schlüssel gibt es nicht.', 'API_KEY_NOT_FOUND');
  return {
    success: true as const,
    message: revoked ? `Schlüssel „${revoked.name}“ widerrufen; er gilt ab sofort nicht mehr.` : 'Der Schlüssel war schon widerrufen.',
  };
}

/** Per key and minute, counted in the database (http/rate-limiter.ts): every process shares the count. */
async function rateLimit(ctx: AppContext, max: number, keyId: number, now: Date): Promise<void> {
  const hit = await new RateLimiter('api-key', max, 60_000).hit(ctx.db, String(keyId), now);
  if (!hit.allowed) {
    throw new DomainError(
      'throttled',
      'API_RATE_LIMIT',
      `Zu viele Anfragen mit diesem API-Schlüssel (höchstens ${max} pro Minute). Bitte warte einen Moment.`,
      {
        retryAfter: hit.retryAfter,
      },
    );
  }
}

/**
 * An API key as it stands now: valid only while "API-Zugriff" is on, unrevoked, acting for an active
 * account, with those of the scope's permissions that this account holds now (issue 38): a locked,
 * banned, deleted or demoted creator takes the key's rights along at once.
 */
export async function currentKey(ctx: AppContext, key: string): Promise<SessionUser & { keyId: number; scope: ApiScope; lastUsedAt: Date | null }> {
  const { values } = await currentConfig(ctx.db);
  if (values.api_access !== true) throw forbidden('Der API-Zugriff ist in der Konfiguration ausgeschaltet.', 'API_ACCESS_OFF');
  const hash = tokenHash(key);
  const row = await repo.findKey(ctx.db, hash);
  if (row?.status !== 'active' || !isApiScope(row.scope)) throw unauthorized('Dieser API-Schlüssel ist ungültig oder widerrufen.', 'INVALID_API_KEY');
  const permissions = keyPermissions(row.scope, await permissionKeysOfUser(ctx.db, row.user_id));
  return { userId: row.user_id, username: `api:${row.name}`, tokenHash: hash, permissions, keyId: row.id, scope: row.scope, lastUsedAt: row.last_used_at };
}

/** A bearer token that is an API key, for one call: as `currentKey`, on the calls of its scope, within the configured rate. */
export async function authenticateApiKey(ctx: AppContext, key: string, method: string, routeUrl: string): Promise<SessionUser> {
  const current = await currentKey(ctx, key);
  if (!scopeAllows(current.scope, method, routeUrl)) throw forbidden('Dieser API-Schlüssel darf diesen Aufruf nicht verwenden.', 'API_SCOPE');
  const now = ctx.now();
  const { values } = await currentConfig(ctx.db);
  await rateLimit(ctx, Number(values.api_rate_limit) || 60, current.keyId, now);
  // Written at most once a minute per key, so a busy integration does not write on every call.
  if (!current.lastUsedAt || now.getTime() - current.lastUsedAt.getTime() > 60_000) await repo.touchKey(ctx.db, current.keyId, now);
  return { userId: current.userId, username: current.username, tokenHash: current.tokenHash, permissions: current.permissions };
}
