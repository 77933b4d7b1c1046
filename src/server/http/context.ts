import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { SystemProblems } from '../modules/alerts/system-problems.js';
import type { AdmissionFeed } from '../modules/checkin/admission-feed.js';
import type { WebhookLookup } from './webhook-post.js';

/** What every module gets: the database, the configuration and the clock (tests move it). */
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
}
