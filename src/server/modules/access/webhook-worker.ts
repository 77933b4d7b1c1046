import { webhookRetryDelayMs } from '../../../shared/domain/api-scopes.js';
import type { AppContext } from '../../http/context.js';
import { raiseAlert } from '../alerts/index.js';
import { readConfigValue } from '../configuration/index.js';
import { postWebhook } from '../../http/webhook-post.js';
import { webhookSignature } from './webhook-signature.js';
import { ensureWebhookSecret } from './webhooks.service.js';
import * as repo from './webhooks.repository.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';

const BATCH = 20;
const TIMEOUT_MS = 10_000;

/** The host only: a webhook URL may carry a token in its path or query, and logs keep no secrets. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(ungültig)';
  }
}

/**
 * Sends the due webhook deliveries once (order paid / cancelled, queued by the orders table's trigger).
 * A failure is retried with back-off (webhookRetryDelayMs); the queue is in the database, so a restart
 * loses nothing. Answers how many were tried.
 */
export async function deliverDueWebhooks(ctx: AppContext, stopping: () => boolean = () => false): Promise<number> {
  const url = String((await readConfigValue(ctx.db, 'webhook_url')) ?? '');
  if (!url) return 0;
  const now = ctx.now();
  const due = await repo.claimDue(ctx.db, now, new Date(now.getTime() + TIMEOUT_MS * 3), BATCH);
  if (!due.length) return 0;
  const secret = await ensureWebhookSecret(ctx);
  for (const delivery of due) {
    // At shutdown the rest wait for the next run (their claim lapses), instead of holding the close up.
    if (stopping()) break;
    const body = JSON.stringify({ id: String(delivery.id), event: delivery.event, created_at: delivery.created_at.toISOString(), data: delivery.payload });
    const timestamp = Math.floor(ctx.now().getTime() / 1000);
    const result = await postWebhook(
      url,
      body,
      {
        'Content-Type': 'application/json',
        'User-Agent': 'Musical-Tickets-Webhook/1',
        'X-Webhook-Id': String(delivery.id),
        'X-Webhook-Event': delivery.event,
        'X-Webhook-Timestamp': String(timestamp),
        'X-Webhook-Signature': webhookSignature(secret, timestamp, body),
      },
      { allowPrivate: ctx.config.webhookAllowPrivate, ports: ctx.config.webhookPorts, timeoutMs: TIMEOUT_MS, lookup: ctx.webhookLookup },
    );
    const log = {
      deliveryId: String(delivery.id),
      event: delivery.event,
      orderId: delivery.order_id,
      host: hostOf(url),
      attempt: delivery.attempts + 1,
      status: result.status,
    };
    const at = ctx.now();
    if (!result.error && result.status !== null) {
      await repo.markDelivered(ctx.db, String(delivery.id), at, result.status);
      ctx.log.info(log, 'webhook delivered');
      continue;
    }
    const delay = webhookRetryDelayMs(delivery.attempts + 1);
    await repo.markFailed(ctx.db, String(delivery.id), {
      status: result.status,
      error: result.error ?? 'Fehler',
      nextAttemptAt: delay === null ? null : new Date(at.getTime() + delay),
      now: at,
    });
    ctx.log.warn({ ...log, error: result.error, retryInMs: delay }, delay === null ? 'webhook given up' : 'webhook failed, will retry');
    if (delay === null) {
      await raiseAlert(ctx.db, {
        kind: 'WEBHOOK_UNDELIVERED',
        message: `Der Webhook an ${hostOf(url)} konnte nach ${delivery.attempts + 1} Versuchen nicht zugestellt werden (${result.error}).`,
        orderId: delivery.order_id,
        dedupeKey: 'webhook-undelivered',
        details: { deliveryId: String(delivery.id), event: delivery.event },
      });
    }
  }
  return due.length;
}

/** Runs deliverDueWebhooks on a timer; one run at a time. A stop also ends the run under way between deliveries. */
export function startWebhookWorker(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  let stopped = false;
  const job = startPeriodicJob(ctx.log, 'webhook worker', intervalMs, () => deliverDueWebhooks(ctx, () => stopped));
  return {
    ...job,
    stop() {
      stopped = true;
      return job.stop();
    },
  };
}
