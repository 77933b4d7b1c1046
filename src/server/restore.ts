import path from 'node:path';
import { ConfigError, readConfig } from './config.js';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/prepare.js';
import { RestoreError, restoreBackup } from './modules/backup/index.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run restore -- FILE`: plays a backup into the database the configuration names (DATA_DIR or
 * DATABASE_URL), which must be empty. Opened exactly as the server opens it, and with DATA_DIR held, so no
 * server runs on it meanwhile.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Aufruf: npm run restore -- BACKUP-DATEI   (Ziel: DATA_DIR bzw. DATABASE_URL, muss leer sein)\n');
    return 2;
  }
  const config = readConfig();
  const lock = config.databaseUrl ? undefined : await acquireDataDirLock(config.dataDir);
  try {
    const { db, stop } = await openConfiguredDatabase(config);
    try {
      say(`Spiele ${path.resolve(file)} ein in ${config.databaseUrl ? 'die Datenbank aus DATABASE_URL' : config.dataDir} …`);
      const result = await restoreBackup(db, path.resolve(file));
      say(`Wiederhergestellt: ${result.rows} Zeilen in ${result.tables} Tabellen, Datenstand ${new Date(result.createdAt).toLocaleString('de-DE')}.`);
      say('Der Shop kann jetzt mit npm start gestartet werden.');
      return 0;
    } finally {
      await db.destroy();
      await stop();
    }
  } finally {
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof RestoreError || error instanceof ConfigError || error instanceof DataDirLockedError;
    const message = error instanceof Error ? error.message : String(error);
    const hint = known ? '' : ' (bitte einen neuen, leeren Datenordner bzw. eine leere Datenbank nehmen und es erneut versuchen)';
    process.stderr.write(`Wiederherstellung fehlgeschlagen: ${message}${hint}\n`);
    process.exit(1);
  },
);
