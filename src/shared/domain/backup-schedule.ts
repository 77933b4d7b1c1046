/** Rules of the automatic backup and its files; `now` always comes from the caller. */

const HOUR_MS = 3_600_000;

export interface BackupSchedule {
  enabled: boolean;
  intervalHours: number;
}

/** When the next automatic backup is due: one interval after the last success, at once without one; null when off. */
export function nextBackupAt(schedule: BackupSchedule, lastSuccessAt: Date | null, now: Date): Date | null {
  if (!schedule.enabled) return null;
  return lastSuccessAt ? new Date(lastSuccessAt.getTime() + schedule.intervalHours * HOUR_MS) : now;
}

/** Due when switched on and the last successful backup (if any) is at least one interval old. */
export function isBackupDue(schedule: BackupSchedule, lastSuccessAt: Date | null, now: Date): boolean {
  const next = nextBackupAt(schedule, lastSuccessAt, now);
  return next !== null && next.getTime() <= now.getTime();
}

const NAME = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.jsonl\.gz$/;

/** `backup-2026-11-26T13-19-02-123Z.jsonl.gz`: sorts by time, safe in every file system and URL. */
export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;
}

/** The time in a backup's file name, or null for any other name (only such files are listed or served). */
export function backupTimeOf(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The backup files beyond the newest `keep`, which retention deletes. */
export function backupsToPrune(names: readonly string[], keep: number): string[] {
  const dated = names
    .filter((name) => backupTimeOf(name) !== null)
    .sort()
    .reverse();
  return dated.slice(Math.max(1, keep));
}

/** A size as staff read it: "812 Bytes", "1,4 KB", "23,0 MB" (German decimal comma). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1).replace('.', ',')} ${units[unit]}`;
}
