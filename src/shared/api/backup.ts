import { type Static, Type } from 'typebox';

/** One backup file in BACKUP_DIR. */
export const BackupFile = Type.Object({
  name: Type.String({ description: 'Dateiname, z. B. backup-2026-11-26T13-19-02-123Z.jsonl.gz' }),
  created_at: Type.String({ description: 'Zeitpunkt des Datenstands (ISO 8601)' }),
  size: Type.Integer({ description: 'Größe in Bytes (komprimiert)' }),
});
export type BackupFile = Static<typeof BackupFile>;

/** backup/list.php: the files, newest first, and the schedule. */
export const BackupListResponse = Type.Object({
  success: Type.Literal(true),
  backups: Type.Array(BackupFile),
  directory: Type.String({ description: 'Ordner der Backups auf dem Server (BACKUP_DIR)' }),
  auto_backup: Type.Boolean(),
  interval_hours: Type.Integer(),
  keep_count: Type.Integer(),
  last_success: Type.Union([Type.Object({ at: Type.String(), size: Type.Union([Type.Integer(), Type.Null()]) }), Type.Null()]),
  /** The latest attempt when it failed (after the last success); null when the last one worked. */
  last_failure: Type.Union([Type.Object({ at: Type.String(), error: Type.String() }), Type.Null()]),
  next_due: Type.Union([Type.String(), Type.Null()], { description: 'Nächstes automatisches Backup (ISO 8601), null wenn aus' }),
});
export type BackupListResponse = Static<typeof BackupListResponse>;

/** backup/create.php ("Backup jetzt"). */
export const BackupCreateResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), backup: BackupFile });
export type BackupCreateResponse = Static<typeof BackupCreateResponse>;

export const BackupDownloadQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });
export type BackupDownloadQuery = Static<typeof BackupDownloadQuery>;
