import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { AdmissionFeed } from '../modules/checkin/admission-feed.js';

/** Switches only tests set; production never does. */
export interface TestFlags {
  /** Control test: holds are checked and written without the quota lock, to prove the oversell tests can fail. */
  holdsWithoutLock?: boolean;
  /** Yields to other requests between the availability check and the write of a hold. */
  interleaveHolds?: boolean;
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
}
