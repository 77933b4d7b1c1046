import { announcePresence, type ProcessPresence } from '../../db/process-presence.js';
import type { AppContext } from '../../http/context.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';
import { claimDueMails, hasOrphanedClaims, markDelivered, markFailed, markSuppressed } from './mail.repository.js';
import type { MailSender } from './mail-transport.js';
import { MailRefused, MailRenderError, type MailRenderer, type RenderMail } from './mail-renderer.js';

export const MAX_MAIL_ATTEMPTS = 6;
/** Mails taken per claim: one statement for the whole batch, and the batch's shared reads happen once. */
export const MAIL_BATCH_SIZE = 20;
/** A kick waits this long, so the captures of a rush share one batch and their answers never wait on rendering. */
export const MAIL_KICK_DELAY_MS = 50;
/**
 * While requests are being answered, mail waits, at most MAIL_YIELD_MAX_MS per run (config.ts): in a sales
 * rush, rendering and storing the mails took the one PGlite connection from the captures (the rush sold out
 * 10–25 % later). After a run has waited this long, it sends its mails even if the shop stays busy. This is
 * how often it looks whether the requests are answered.
 */
const MAIL_YIELD_POLL_MS = 25;
/** 30 s, 1 min, 2 min, … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends queued mails in the background, so sending never delays an answer. Runs when kicked (after a
 * capture) and on a timer (retries, other processes' mails); claims mails in batches, renders each from
 * its outbox data only now (never in the request that queued it); failures are retried with backoff,
 * logged, and stay visible in the outbox with their error.
 */
export class MailWorker {
  private job?: PeriodicJob;
  private stopped = false;
  /** This process's presence lock: its claims stay its own only while it lives (issue 29). */
  private presence?: Promise<ProcessPresence | undefined>;

  constructor(
    private readonly ctx: AppContext,
    private readonly render: MailRenderer,
    private readonly send: MailSender,
  ) {}

  start(intervalMs: number | false) {
    this.presence = announcePresence(this.ctx.db, this.ctx.log).catch((error) => {
      this.ctx.log.error({ err: error }, 'mail worker could not announce its process');
      return undefined;
    });
    // A restart sends at once what its predecessor had claimed and not sent (kill -9: 5 minutes late before).
    void this.presence
      .then(async (presence) => presence && !this.stopped && (await hasOrphanedClaims(this.ctx.db)) && this.kick())
      .catch((error) => this.ctx.log.error({ err: error }, 'mail worker could not look for orphaned claims'));
    this.job = startPeriodicJob(this.ctx.log, 'mail worker', intervalMs, () => this.drain(), { kickDelayMs: MAIL_KICK_DELAY_MS });
  }

  kick(): void {
    this.job?.kick();
  }

  /** Resolves once nothing is being sent (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    await this.job?.idle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.job?.stop();
    await (await this.presence)?.close();
  }

  private async drain(): Promise<void> {
    const presence = await this.presence;
    // Without its presence lock a claim would look orphaned to every other worker: nothing is claimed.
    if (!presence) return;
    const yieldUntil = performance.now() + this.ctx.config.mailYieldMaxMs;
    while (!this.stopped) {
      await this.whileRequestsWait(yieldUntil);
      const now = this.ctx.now();
      const batch = await claimDueMails(this.ctx.db, { now, lockUntil: new Date(now.getTime() + 5 * 60_000), bootId: presence.bootId }, MAIL_BATCH_SIZE);
      if (batch.length === 0) break;
      const render = this.render(this.ctx);
      for (const mail of batch) {
        await this.whileRequestsWait(yieldUntil);
        await this.deliver(mail, render);
      }
    }
  }

  private async whileRequestsWait(until: number) {
    while (!this.stopped && this.ctx.requestsInFlight() > 0 && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, MAIL_YIELD_POLL_MS));
    }
  }

  private async deliver(
    mail: {
      id: number;
      order_id: number | null;
      alert_id: number | null;
      digest_id: number | null;
      waiting_entry_id: number | null;
      template_name: string;
      recipient: string;
      attempts: number;
      performance_id: number | null;
    },
    render: RenderMail,
  ) {
    try {
      // A mail is about an order, a waiting-list entry, or (to staff) about an alert or a day's new orders.
      const subject = mail.alert_id ?? mail.digest_id ?? mail.waiting_entry_id ?? mail.order_id;
      if (subject === null) throw new MailRenderError('Bestellung gelöscht');
      const outgoing = await render(subject, mail.template_name, mail.recipient, mail.performance_id);
      const delivery = await this.send(outgoing);
      // Kept as it went out: the outbox shows this, not the order as it is later (issue 37 item 5).
      await markDelivered(this.ctx.db, mail.id, {
        ...delivery,
        subject: outgoing.subject,
        html: outgoing.html,
        text: outgoing.text,
        attachments: outgoing.attachments.map((file) => file.filename),
        now: this.ctx.now(),
      });
      this.ctx.log.info({ mailId: mail.id, orderId: mail.order_id, transport: delivery.transport }, 'mail delivered');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Held back on purpose (the tickets of a cancelled order): no failure, so no MAIL_FAILING alert.
      if (error instanceof MailRefused) {
        await markSuppressed(this.ctx.db, mail.id, message);
        this.ctx.log.info({ mailId: mail.id, orderId: mail.order_id, reason: message }, 'mail held back');
        return;
      }
      const final = error instanceof MailRenderError || mail.attempts >= MAX_MAIL_ATTEMPTS;
      const retryAt = final ? null : new Date(this.ctx.now().getTime() + retryDelayMs(mail.attempts));
      await markFailed(this.ctx.db, mail.id, message, retryAt);
      this.ctx.log.error({ mailId: mail.id, orderId: mail.order_id, attempts: mail.attempts, final, err: message }, 'mail not delivered');
    }
  }
}

/** The app's worker: built by compose.ts with the app's renderer and sender, started by app.ts. */
export function mailWorkerOf(ctx: AppContext): MailWorker | undefined {
  return ctx.mailWorker;
}

export function kickMailWorker(ctx: AppContext): void {
  ctx.mailWorker.kick();
}
