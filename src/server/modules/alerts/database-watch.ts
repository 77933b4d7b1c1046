import { livenessOf } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';
import { alertRecipients } from './alerts.repository.js';
import { selectOne } from './database-watch.repository.js';
import { recheckFullDisk } from './disk-watch.js';

/** A database that has not answered `select 1` within this long counts as gone (a stopped server hangs). */
export const DATABASE_PROBE_TIMEOUT_MS = 5_000;
/** How often each server process asks its database whether it is there, so an outage is seen without requests. */
export const DATABASE_WATCH_INTERVAL_MS = 10_000;

const berlin = (at: Date) => at.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });

async function answers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), DATABASE_PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([selectOne(ctx.db), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the database whether it answers (issue 39). Silence raises DATABASE_DOWN in memory (mailed at once
 * to the recipients known); the first answer after it ends the problem, writes the alert with its span and
 * whatever waited for the database; a known full disk is asked again (disk-watch.ts). Cheap when all is
 * well: health.php asks it on every call.
 */
export async function probeDatabase(ctx: AppContext): Promise<boolean> {
  if (!(await answers(ctx))) {
    await ctx.problems.report('DATABASE_DOWN');
    return false;
  }
  const ended = ctx.problems.resolve('DATABASE_DOWN');
  if (ended) {
    await ctx.problems.raise({
      kind: 'DATABASE_DOWN',
      message: `Die Datenbank hat vom ${berlin(ended.since)} bis ${berlin(ctx.now())} nicht geantwortet. In dieser Zeit waren Bestellungen und Anmeldungen nicht möglich. Bitte die Logs des Servers und von PostgreSQL prüfen.`,
      details: { since: ended.since.toISOString(), until: ctx.now().toISOString() },
      mailedAt: ended.mailedAt,
    });
  }
  // A full disk known from a refused write ends as soon as a write goes in again; what waited goes in after it.
  await recheckFullDisk(ctx);
  if (ctx.problems.waiting()) await ctx.problems.flush();
  return true;
}

/** Reads who gets alert mails, for the mails that must go out while the database cannot be asked. */
export async function refreshAlertRecipients(ctx: AppContext): Promise<void> {
  ctx.problems.setRecipients(await alertRecipients(ctx.db));
}

export function startDatabaseWatch(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  return startPeriodicJob(
    ctx.log,
    'database watch',
    intervalMs,
    async () => {
      // Opens (and keeps in use) health's own connection, so health's quick look is ready before a hang.
      void livenessOf(ctx.db)?.quickCheck();
      if (await probeDatabase(ctx)) await refreshAlertRecipients(ctx);
    },
    { firstAfterMs: 0 },
  );
}
