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
