import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { SystemProblems } from '../modules/alerts/index.js';
import type { AdmissionFeed } from '../modules/checkin/index.js';
import type { WebhookLookup } from './webhook-post.js';
import type { BlockListMemory } from './ip-block.js';
import type { UnrecordedBackupFailure } from '../modules/backup/index.js';
import type { LogStore } from '../modules/logs/index.js';
import type { MailRenderer, MailWorker } from '../modules/mail/index.js';
import type { CaptureFollowUps, HoldBatcher, PlacesHooks } from '../modules/orders/index.js';
import type { PaymentProviders } from '../modules/payments/index.js';
import type { PaypalCheck } from '../modules/statistics/index.js';

/**
 * What every module gets: the database, the configuration and the clock (tests move it), and the app's own
 * objects. compose.ts builds all of it once per app; nothing of an app lives in module state.
 */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Name resolution for webhook targets (issue 38): the system's, unless the app was built with another. */
  webhookLookup?: WebhookLookup;
  /** Admissions pushed to every door (checkin/events.php); across processes through PostgreSQL NOTIFY. */
  admissions: AdmissionFeed;
  /** Requests whose answer has not begun: background work waits while people wait. */
  requestsInFlight: () => number;
  /** What is wrong with the server now (database gone, disk full), in memory: issue 39. */
  problems: SystemProblems;
  /** Aborted during the stop, after a short grace: outstanding payment-provider calls give up (issue 52). */
  stopping: AbortSignal;

  // The app's memory between calls, one object each (issue 54: before, WeakMaps keyed by this context).
  /** Sends the outbox; started and stopped by app.ts. */
  mailWorker: MailWorker;
  /** Renders an outbox row: orders' mails, wrapped by tickets, alerts, staff notices and waiting list. */
  mailRenderer: MailRenderer;
  /** Warnings and errors on their way into the database (logs/). */
  logStore: LogStore;
  /** PayPal asked again after lost capture answers (orders/capture/lost-capture.ts). */
  captureFollowUps: CaptureFollowUps;
  /** Public holds of a rush, batched per performance into shared commits (issue 55). */
  holdBatcher: HoldBatcher;
  /** Places came free: the waiting list offers them (wired here, since orders may not import it). */
  placesHooks: PlacesHooks;
  /** Payment providers per universe, keeping PayPal's OAuth token. */
  paymentProviders: PaymentProviders;
  /** The dashboard's last PayPal check, kept a minute. */
  paypalCheck: PaypalCheck;
  /** A backup failure the database could not record yet. */
  backupFailure: UnrecordedBackupFailure;
  /** The configured IP block list, as last parsed and read. */
  blockList: BlockListMemory;
}
