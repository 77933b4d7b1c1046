import fs from 'node:fs';
import path from 'node:path';
import type { BackupFile } from '../../../shared/api/backup.js';
import { backupsToPrune, backupTimeOf } from '../../../shared/domain/backup-schedule.js';

/** The backups in the folder, newest first; nothing but files named like a backup is listed. */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = await fs.promises.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    // No folder yet (no backup taken), or a path that is no folder: the failed backups say why.
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [] as string[];
    throw error;
  });
  const files: BackupFile[] = [];
  for (const name of names) {
    const at = backupTimeOf(name);
    if (!at) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile()) files.push({ name, created_at: at.toISOString(), size: stat.size });
  }
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/** The full path of a backup by name, or null: the name rule keeps requests inside the folder. */
export function backupPath(dir: string, name: string): string | null {
  return backupTimeOf(name) ? path.join(dir, name) : null;
}

/** Deletes the backups beyond the newest `keep`; returns their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const doomed = backupsToPrune(await fs.promises.readdir(dir), keep);
  for (const name of doomed) await fs.promises.rm(path.join(dir, name), { force: true });
  return doomed;
}
