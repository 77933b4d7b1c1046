// What the rest of the server uses of the backup module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { RestoreError, restoreBackup } from './backup-restore.js';
export { BACKUP_CHECK_INTERVAL_MS, startBackupScheduler } from './backup-scheduler.js';
export type { UnrecordedBackupFailure } from './backup.service.js';
export type { BackupRunsTable } from './backup.table.js';
