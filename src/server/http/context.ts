import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';

/** What every module gets: the database, the configuration and the clock (tests move it). */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
}
