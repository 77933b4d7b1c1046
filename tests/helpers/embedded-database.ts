import { type Db, openDatabase } from '../../src/server/db/database';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres';
import { embeddedPostgresDir } from '../../src/server/db/prepare';

/** The database of a stopped server's DATA_DIR, opened as the server would; `close` stops it again. */
export async function openEmbeddedDatabase(dataDir: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const server = await startEmbeddedPostgres({ dir: embeddedPostgresDir({ dataDir }) });
  const db = await openDatabase({ kind: 'postgres', url: server.url() });
  return {
    db,
    async close() {
      await db.destroy();
      await server.stop();
    },
  };
}

/** The database a stopped browser-test server used: its copy in the run's cluster, or its embedded one. */
export async function openServerDatabase(server: { dataDir: string; databaseUrl?: string }): Promise<{ db: Db; close: () => Promise<void> }> {
  if (!server.databaseUrl) return openEmbeddedDatabase(server.dataDir);
  const db = await openDatabase({ kind: 'postgres', url: server.databaseUrl });
  return { db, close: () => db.destroy() };
}
