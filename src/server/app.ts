import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import type { Config } from './config.js';
import { openChangeFeed } from './db/change-feed.js';
import type { Db } from './db/database.js';
import type { SsrEntry } from '../shared/api/ssr.js';
import { CLIENT_DIST, registerClientFiles } from './http/client-files.js';
import type { AppContext } from './http/context.js';
import { composeContext } from './compose.js';
import type { WebhookLookup } from './http/webhook-post.js';
import { registerControlCharCheck } from './http/control-chars.js';
import { registerErrorHandler } from './http/errors.js';
import { loggerOptions } from './http/logging.js';
import { openApiRoutes, registerOpenApi } from './http/openapi.js';
import { sharedSchemaCompilers } from './http/schema-compilers.js';
import { plainNumbersPlugin } from './http/plain-numbers.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { eventsAdminRoutes } from './modules/events/events-admin.routes.js';
import { configurationRoutes } from './modules/configuration/configuration.routes.js';
import { checkinRoutes } from './modules/checkin/checkin.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { mediaRoutes } from './modules/files/media.routes.js';
import { startImageBackfill } from './modules/files/index.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { sitePagesRoutes } from './modules/site-pages/site-pages.routes.js';
import { statisticsRoutes } from './modules/statistics/statistics.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { mailTemplateRoutes } from './modules/mail/mail-templates.routes.js';
import type { MailSender } from './modules/mail/index.js';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { sendTicketsRoutes } from './modules/orders/capture/send-tickets.routes.js';
import { stopCaptureFollowUps, startHoldSweep, COUNTER_CHECK_MS, startCounterCheck } from './modules/orders/index.js';
import { REMINDER_CHECK_INTERVAL_MS, startReminders } from './modules/reminders/index.js';
import { STAFF_NOTICE_INTERVAL_MS, startStaffNotices } from './modules/staff-notices/index.js';
import { webhookRoutes } from './modules/orders/webhooks/webhooks.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { universesRoutes } from './modules/payments/universes.routes.js';
import { roomsRoutes } from './modules/rooms/rooms.routes.js';
import { ticketDesignRoutes } from './modules/tickets/ticket-design.routes.js';
import { ticketsRoutes } from './modules/tickets/tickets.routes.js';
import { activeSigningKey } from './modules/tickets/index.js';
import { pagesRoutes } from './modules/pages/pages.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { accessRoutes } from './modules/access/access.routes.js';
import { startWebhookWorker } from './modules/access/index.js';
import { registerShopBlock } from './http/ip-block.js';
import { backupRoutes } from './modules/backup/backup.routes.js';
import { BACKUP_CHECK_INTERVAL_MS, startBackupScheduler } from './modules/backup/index.js';
import { registerAuditTrail } from './modules/audit/index.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { LogStore } from './modules/logs/index.js';
import { logsRoutes } from './modules/logs/logs.routes.js';
import { dataDiskProbe, type DiskProbe, startAlertWatch, DATABASE_WATCH_INTERVAL_MS, probeDatabase, startDatabaseWatch } from './modules/alerts/index.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { reservationsRoutes } from './modules/reservations/reservations.routes.js';
import { waitingListRoutes } from './modules/waiting-list/waiting-list.routes.js';
import { localizationRoutes } from './modules/localization/localization.routes.js';
import { startWaitingList, WAITING_LIST_INTERVAL_MS } from './modules/waiting-list/index.js';

/** How often each background loop runs in production (all of them on startPeriodicJob, periodic-job.ts). */
const PRODUCTION_PERIODS = {
  mail: 15_000,
  sweep: 60_000,
  webhooks: 15_000,
  backup: BACKUP_CHECK_INTERVAL_MS,
  database: DATABASE_WATCH_INTERVAL_MS,
  alerts: 60_000,
  counters: COUNTER_CHECK_MS,
  reminders: REMINDER_CHECK_INTERVAL_MS,
  staffNotices: STAFF_NOTICE_INTERVAL_MS,
  waitingList: WAITING_LIST_INTERVAL_MS,
};

export type BackgroundJob = keyof typeof PRODUCTION_PERIODS;

export interface BuildAppOptions {
  config: Config;
  /** A migrated database; the app owns it from here and closes it on shutdown. */
  db: Db;
  now?: () => Date;
  logLevel?: string;
  logStream?: NodeJS.WritableStream;
  /** The built client to serve; tests of the API alone leave it out. */
  clientDir?: string | false;
  https?: { key: Buffer; cert: Buffer };
  /** Resolves webhook target names; the system's resolver unless given (tests resolve a name to loopback). */
  webhookLookup?: WebhookLookup;
  /**
   * The background loops: left out, each runs on its production timer. Given (tests), each runs only when
   * kicked or called, except those it names with a period of their own.
   */
  backgroundJobs?: { onTimer?: Partial<Record<BackgroundJob, number>> };
  /** How full the data folder's disk is (tests hand in a full one). */
  diskProbe?: DiskProbe;
  /** Replaces SMTP/outbox delivery (tests make it fail). */
  mailSender?: MailSender;
  /** The server-rendering entry; defaults to the built one (dist/server), tests pass the source. */
  ssrEntry?: () => Promise<SsrEntry>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    registeredRoutes: RegisteredRoute[];
  }
}

/** API modules, each a plugin mounted under /api with the shared context. */
export const apiModules = [
  authRoutes,
  accountsRoutes,
  rolesRoutes,
  eventsRoutes,
  filesRoutes,
  ordersRoutes,
  paymentsRoutes,
  webhookRoutes,
  ticketsRoutes,
  sendTicketsRoutes,
  mailRoutes,
  pagesRoutes,
  healthRoutes,
  // Back office operations (issue 6)
  eventsAdminRoutes,
  ordersAdminRoutes,
  universesRoutes,
  roomsRoutes,
  ticketDesignRoutes,
  mediaRoutes,
  configurationRoutes,
  statisticsRoutes,
  mailTemplateRoutes,
  sitePagesRoutes,
  checkinRoutes,
  // API keys and outgoing webhooks (issue 31)
  accessRoutes,
  // Backups (issue 31)
  backupRoutes,
  // Audit log, logs and alerts (issue 31)
  auditRoutes,
  alertsRoutes,
  logsRoutes,
  couponsRoutes,
  // Reservations, guest list and door list by staff (issue 42)
  reservationsRoutes,
  waitingListRoutes,
  // The Localization page (issue 53 item 7)
  localizationRoutes,
  openApiRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Warnings and errors also go to the database, for the back office's "Logs" (issue 31).
  const logStore = new LogStore(options.logStream ?? process.stdout);
  const app = Fastify({
    // pino needs only write(); the store's stream is a plain object with it.
    logger: loggerOptions(options.logLevel ?? 'info', logStore.stream as unknown as NodeJS.WritableStream),
    bodyLimit: 512 * 1024,
    // Request ids link the audit log and the stored logs; unique across processes and restarts.
    genReqId: () => randomUUID(),
    trustProxy: options.config.trustProxy,
    // Quantities and cents are read by one rule, never by the validator's type coercion ('0x10' → 16).
    ajv: { plugins: [plainNumbersPlugin] },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    ...(options.https ? { https: options.https } : {}),
  }) as unknown as FastifyInstance;

  // Every service of the app, built from these dependencies in one place (compose.ts).
  const ctx = await composeContext(app, {
    db: options.db,
    config: options.config,
    now: options.now ?? (() => new Date()),
    log: app.log,
    logStore,
    webhookLookup: options.webhookLookup,
    mailSender: options.mailSender,
  });
  // Caches of the catalog, settings, payment account and signing key hear every admin write (db/cached.ts).
  const changes = await openChangeFeed(options.db, app.log, ctx.now);
  app.decorate('ctx', ctx);
  logStore.attach(options.db, ctx.now);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD' && route.url.startsWith('/api/')) app.registeredRoutes.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.addHook('preClose', async () => {
    await Promise.all([ctx.admissions.close(), changes.close()]);
  });
  app.addHook('onClose', async () => {
    await options.db.destroy();
  });

  registerErrorHandler(app, (kind, error) => {
    // A lost connection may be a restart already over: the database is asked before anyone is alarmed.
    if (kind === 'DATABASE_DOWN') void probeDatabase(ctx);
    else void ctx.problems.diskFull(error);
  });
  await registerSecurityHeaders(app, Boolean(options.https));
  registerShopBlock(app, ctx);
  await app.register(formbody);
  // Before the modules: the document is gathered from every route registered after it.
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        // Calls that choose their own caching (files/download.php, files/image.php) keep it.
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      });
      registerControlCharCheck(api);
      registerAuditTrail(api, ctx);
      for (const module of apiModules) await api.register(async (scope) => module(scope.withTypeProvider<TypeBoxTypeProvider>(), ctx));
    },
    { prefix: '/api' },
  );
  await registerClientFiles(app, options.clientDir === false ? undefined : (options.clientDir ?? CLIENT_DIST), options.ssrEntry);

  // The ticket signing key exists from the first start on; background jobs stop before the database closes.
  await activeSigningKey(options.db);
  const every = (job: BackgroundJob) => (options.backgroundJobs ? (options.backgroundJobs.onTimer?.[job] ?? false) : PRODUCTION_PERIODS[job]);
  const mailWorker = ctx.mailWorker;
  mailWorker.start(every('mail'));
  const sweep = startHoldSweep(ctx, every('sweep'));
  const imageBackfill = startImageBackfill(ctx);
  const counterCheck = startCounterCheck(ctx, every('counters'));
  const webhooks = startWebhookWorker(ctx, every('webhooks'));
  const backups = startBackupScheduler(ctx, every('backup'));
  const databaseWatch = startDatabaseWatch(ctx, every('database'));
  const alertWatch = startAlertWatch(ctx, every('alerts'), options.diskProbe ?? dataDiskProbe(options.config.dataDir));
  const reminders = startReminders(ctx, every('reminders'));
  const staffNotices = startStaffNotices(ctx, every('staffNotices'));
  const waitingList = startWaitingList(ctx, every('waitingList'));
  mailWorker.kick();
  app.addHook('preClose', async () => {
    await Promise.all([
      mailWorker.stop(),
      sweep.stop(),
      stopCaptureFollowUps(ctx),
      imageBackfill.stop(),
      webhooks.stop(),
      backups.stop(),
      databaseWatch.stop(),
      alertWatch.stop(),
      counterCheck.stop(),
      reminders.stop(),
      staffNotices.stop(),
      waitingList.stop(),
    ]);
    await logStore.close();
  });
  return app;
}
