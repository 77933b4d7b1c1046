import fs from 'node:fs';
import path from 'node:path';
import type { BackupCreateResponse, BackupFile, BackupListResponse } from '../../../shared/api/backup.js';
import { backupFileName, isBackupDue, nextBackupAt } from '../../../shared/domain/backup-schedule.js';
import type { AppContext } from '../../http/context.js';
import type { Db } from '../../db/database.js';
import { conflict, DomainError, notFound } from '../../domain-errors.js';
import { isDiskFull } from '../../db/disk-full.js';
import { raiseAlert } from '../alerts/index.js';
import { recordAudit } from '../audit/index.js';
import type { SessionUser } from '../auth/index.js';
import { readConfigValue, recordLastBackup } from '../configuration/index.js';
import { writeBackupFile } from './backup-dump.js';
import { backupPath, listBackupFiles, pruneBackups } from './backup-files.js';
import * as repo from './backup.repository.js';

/** Who asked, for the audit log; none for the automatic backup. */
export interface Actor {
  user: SessionUser;
  address: string;
  requestId: string;
}

async function schedule(ctx: AppContext) {
  return {
    enabled: (await readConfigValue(ctx.db, 'auto_backup')) === true,
    intervalHours: Number(await readConfigValue(ctx.db, 'backup_interval_hours')),
    keep: Number(await readConfigValue(ctx.db, 'backup_keep_count')),
  };
}

/**
 * Takes a backup into BACKUP_DIR unless another process is taking one (advisory lock) or, for the automatic
 * one, it is not due yet; returns the new file or null. The dump, the lock and the record of the run share one
 * REPEATABLE READ transaction: one snapshot of every table, and the next process sees the run when it gets
 * the lock. A failure is recorded, raises the BACKUP_FAILED alert and is thrown on.
 */
export async function runBackup(ctx: AppContext, trigger: 'auto' | 'manual', actor?: Actor): Promise<BackupFile | null> {
  const startedAt = ctx.now();
  const settings = await schedule(ctx);
  const dir = ctx.config.backupDir;
  let made: BackupFile | null;
  try {
    made = await ctx.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        if (!(await repo.tryBackupLock(trx))) {
          if (trigger === 'manual') throw conflict('Es läuft gerade schon ein Backup. Bitte versuche es gleich noch einmal.', 'BACKUP_RUNNING');
          return null;
        }
        if (trigger === 'auto' && !isBackupDue(settings, (await repo.lastSuccess(trx))?.started_at ?? null, startedAt)) return null;
        // The files hold password hashes and the ticket signing key: readable by the server's user only.
        await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
        const name = backupFileName(startedAt);
        const size = await writeBackupFile(trx, path.join(dir, name), startedAt);
        await repo.recordRun(trx, { started_at: startedAt, trigger, user_id: actor?.user.userId ?? null, ok: true, file_name: name, size_bytes: size });
        return { name, created_at: startedAt.toISOString(), size };
      });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    await backupFailed(ctx, trigger, startedAt, actor, error);
    // The reason (a path, a system error) stays out of the 5xx body; the Backup page and the alert show it to staff.
    throw new DomainError('failed', 'BACKUP_FAILED', 'Das Backup ist fehlgeschlagen. Den Grund zeigt die Backup-Seite unter „letztes Backup fehlgeschlagen“.');
  }
  if (!made) return null;
  ctx.problems.resolve('BACKUP_FAILED');
  // After the commit: the settings caches reload at once and must not catch the old value again.
  await recordLastBackup(ctx.db, startedAt, made.size);
  const pruned = await pruneBackups(dir, settings.keep).catch((error) => {
    ctx.log.warn({ err: error }, 'old backups could not be deleted');
    return [];
  });
  await recordAudit(ctx.db, {
    userId: actor?.user.userId,
    username: actor?.user.username,
    address: actor?.address,
    requestId: actor?.requestId,
    action: 'backup.create',
    subject: `backup:${made.name}`,
    changes: { trigger, size: made.size, pruned },
  });
  ctx.log.info({ backup: made.name, size: made.size, trigger }, 'backup written');
  return made;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Failures the database could not record yet (its disk full, it gone): shown until it has them. */
export interface UnrecordedBackupFailure {
  last?: { at: Date; error: string };
}

async function backupFailed(ctx: AppContext, trigger: 'auto' | 'manual', startedAt: Date, actor: Actor | undefined, error: unknown) {
  ctx.log.error({ err: error, trigger }, 'backup failed');
  const why = reason(error).slice(0, 500);
  const message = `Das ${trigger === 'auto' ? 'automatische ' : ''}Backup vom ${startedAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })} ist fehlgeschlagen: ${why.slice(0, 300)}`;
  const record = async (db: Db) => {
    await db.transaction().execute(async (trx) => {
      await repo.recordRun(trx, { started_at: startedAt, trigger, user_id: actor?.user.userId ?? null, ok: false, error: why });
      // Already mailed straight through SMTP while the database could not take it: not mailed twice.
      const mailedAt = ctx.problems.mailedAt('BACKUP_FAILED');
      await raiseAlert(trx, { kind: 'BACKUP_FAILED', message, dedupeKey: 'backup', details: { trigger, directory: ctx.config.backupDir }, mailedAt });
    });
    if (ctx.backupFailure.last?.at === startedAt) ctx.backupFailure.last = undefined;
  };
  if (isDiskFull(error as Error)) void ctx.problems.report('DISK_FULL');
  try {
    await record(ctx.db);
  } catch (recordError) {
    // The full disk that failed the backup often refuses the record too (issue 39): the failure is kept in
    // memory, mailed at once, shown on the Backup page, and written once the database takes writes again.
    ctx.log.error({ err: recordError }, 'backup failure could not be recorded yet');
    if (isDiskFull(recordError as Error)) void ctx.problems.report('DISK_FULL');
    ctx.backupFailure.last = { at: startedAt, error: why };
    ctx.problems.later(record);
    await ctx.problems.report('BACKUP_FAILED', message);
  }
}

export async function createBackupNow(ctx: AppContext, actor: Actor): Promise<BackupCreateResponse> {
  const backup = await runBackup(ctx, 'manual', actor);
  if (!backup) throw conflict('Es läuft gerade schon ein Backup. Bitte versuche es gleich noch einmal.', 'BACKUP_RUNNING');
  return { success: true, message: 'Backup erstellt.', backup };
}

function lastFailure(ctx: AppContext, last: Awaited<ReturnType<typeof repo.lastRun>>): { at: string; error: string } | null {
  const kept = ctx.backupFailure.last;
  if (kept && (!last || last.started_at < kept.at)) return { at: kept.at.toISOString(), error: kept.error };
  return last && !last.ok ? { at: last.started_at.toISOString(), error: last.error ?? '' } : null;
}

export async function listBackups(ctx: AppContext): Promise<BackupListResponse> {
  const settings = await schedule(ctx);
  const [backups, success, last] = await Promise.all([listBackupFiles(ctx.config.backupDir), repo.lastSuccess(ctx.db), repo.lastRun(ctx.db)]);
  const nextDue = nextBackupAt(settings, success?.started_at ?? null, ctx.now());
  return {
    success: true,
    backups,
    directory: ctx.config.backupDir,
    auto_backup: settings.enabled,
    interval_hours: settings.intervalHours,
    keep_count: settings.keep,
    last_success: success ? { at: success.started_at.toISOString(), size: success.size_bytes === null ? null : Number(success.size_bytes) } : null,
    last_failure: lastFailure(ctx, last),
    next_due: nextDue?.toISOString() ?? null,
  };
}

/** Opens a backup for download and notes who took a copy of the whole shop. */
export async function openBackup(ctx: AppContext, name: string, actor: Actor): Promise<fs.ReadStream> {
  const file = backupPath(ctx.config.backupDir, name);
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) throw notFound('Dieses Backup gibt es nicht (mehr).', 'BACKUP_NOT_FOUND');
  await recordAudit(ctx.db, {
    userId: actor.user.userId,
    username: actor.user.username,
    address: actor.address,
    requestId: actor.requestId,
    action: 'backup.download',
    subject: `backup:${name}`,
    changes: { size: stat.size },
  });
  return fs.createReadStream(file);
}
