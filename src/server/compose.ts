import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { AppContext } from './http/context.js';
import { countRequestsInFlight } from './http/requests-in-flight.js';
import { registerGracefulStop } from './http/graceful-stop.js';
import { BlockListMemory } from './http/ip-block.js';
import type { WebhookLookup } from './http/webhook-post.js';
import { withAlertMails, directAlertMail, SystemProblems } from './modules/alerts/index.js';
import { openAdmissionFeed, admittedSince, admissionEvent } from './modules/checkin/index.js';
import type { LogStore } from './modules/logs/index.js';
import { createMailSender, type MailSender, MailWorker } from './modules/mail/index.js';
import { CaptureFollowUps, holdAlone, HoldBatcher, orderMailRenderer } from './modules/orders/index.js';
import { withStaffNotices } from './modules/staff-notices/index.js';
import { withTransferMails } from './modules/tickets/index.js';
import { withWaitingListMails, offerFreedPlaces } from './modules/waiting-list/index.js';

export interface Dependencies {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  logStore: LogStore;
  webhookLookup?: WebhookLookup;
  mailSender?: MailSender;
}

/**
 * The composition root (issue 54): the one place that builds an app's services from what it is given, so a
 * reader sees here what each module holds and who it talks to. Hand-written on purpose: about a dozen
 * objects, each built once in an order that reads top to bottom; a container (awilix) would add a
 * dependency and resolve by name what TypeScript now checks, and a Fastify decorator per module would
 * spread the wiring over 27 plugins. Every module still receives one AppContext; what used to hang off
 * WeakMaps keyed by it is now a field built here. `app` gives the request counter and the stop hooks.
 */
export async function composeContext(app: FastifyInstance, deps: Dependencies): Promise<AppContext> {
  const { db, config, now, log } = deps;
  const requestsInFlight = countRequestsInFlight(app);
  const ctx = {
    db,
    config,
    now,
    log,
    webhookLookup: deps.webhookLookup,
    logStore: deps.logStore,
    problems: new SystemProblems(db, now, directAlertMail(config, deps.mailSender), log),
    // First of all hooks, so every request counts, including ones a later hook refuses.
    requestsInFlight,
    stopping: registerGracefulStop(app, requestsInFlight),
    // Mails about orders, ticket transfers, alerts, staff notices and waiting-list offers: each module that
    // owns a mail's subject wraps the renderer, so mail never reads another module's tables.
    mailRenderer: withWaitingListMails(withStaffNotices(withAlertMails(withTransferMails(orderMailRenderer)))),
    captureFollowUps: new CaptureFollowUps(),
    // A failed batch's members go again one by one, each as its own hold.
    holdBatcher: new HoldBatcher(config.holdBatchSize, (db, member) => holdAlone(db, member)),
    paymentProviders: new Map(),
    paypalCheck: {},
    backupFailure: {},
    blockList: new BlockListMemory(),
  } as Omit<AppContext, 'admissions' | 'mailWorker' | 'placesHooks'> as AppContext;
  // Orders may not import the waiting list (it imports orders): freed places reach it through this hook.
  ctx.placesHooks = { freed: async () => void (await offerFreedPlaces(ctx)) };
  ctx.mailWorker = new MailWorker(ctx, ctx.mailRenderer, deps.mailSender ?? createMailSender(config.smtpUrl));
  ctx.admissions = await openAdmissionFeed(db, {
    load: (announcement) => admissionEvent(ctx, announcement),
    admittedSince: (since) => admittedSince(db, since),
    log,
    now,
  });
  return ctx;
}
