import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres';

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = (dir: string) => Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

// The server's own PostgreSQL, as `npm start` starts it (durable), in a temp DATA_DIR.
describe('the embedded PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
  const dir = path.join(dataDir, 'postgres');
  let server: EmbeddedPostgres;
  beforeAll(async () => {
    server = await startEmbeddedPostgres({ dir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('flushes every commit to disk, listens only on 127.0.0.1 and asks for a password', async () => {
    const [settings] = await query(
      server.url(),
      "select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync, current_setting('listen_addresses') as listen, current_setting('server_version_num')::int / 10000 as major",
    );
    expect(settings).toEqual({ fsync: 'on', sync: 'on', listen: '127.0.0.1', major: 18 });
    await expect(query(server.url().replace(/:[^:@/]+@/, ':falsch@'), 'select 1')).rejects.toThrow(/password authentication failed/);
  });

  it('starts its PostgreSQL again when that process is killed, on the same port', async () => {
    await query(server.url(), 'create table if not exists kept (n int); insert into kept values (1)');
    const killed = postmasterPid(dir);
    process.kill(killed, 'SIGKILL');
    await expect
      .poll(async () => (await query(server.url(), 'select count(*)::int as n from kept').catch(() => []))[0]?.n, { timeout: 90_000, interval: 200 })
      .toBe(1);
    expect(postmasterPid(dir)).not.toBe(killed);
  }, 120_000);
  // A PostgreSQL left running by a killed server: tests/server/data-dir-lock.test.ts (kill -9, then start).
});
