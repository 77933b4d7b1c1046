import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { SystemProblems } from '../modules/alerts/system-problems.js';
import type { AdmissionFeed } from '../modules/checkin/admission-feed.js';

/** Switches only tests set; production never does. */
export interface TestFlags {
  /** Control test: the lock helper (orders/quota-lock.ts) checks holds on stale counts, to prove the oversell tests can fail. */
  holdsWithoutLock?: boolean;
  /** With holdsWithoutLock: yields to other requests between that stale check and the hold's write. */
  interleaveHolds?: boolean;
  /** Name resolution for webhook targets (issue 38): a test's name that resolves to loopback. */
  webhookLookup?: (hostname: string) => Promise<Array<{ address: string; family: number }>>;
}

/** What every module gets: the database, the configuration and the clock (tests move it). */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  testFlags: TestFlags;
  /** Admissions pushed to every door (checkin/events.php); across processes through PostgreSQL NOTIFY. */
  admissions: AdmissionFeed;
  /** Requests whose answer has not begun: background work waits while people wait. */
  requestsInFlight: () => number;
  /** What is wrong with the server now (database gone, disk full), in memory: issue 39. */
  problems: SystemProblems;
}
