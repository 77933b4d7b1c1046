import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { type RunningServer, startServer } from '../helpers/e2e';
import { guest, heldOrSold, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { freshPostgresUrl } from '../helpers/test-app';

const onPostgres = Boolean(inject('postgresTemplateUrl'));

// The scale-out path: N stateless servers over one PostgreSQL.
describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  let servers: RunningServer[] = [];
  let db: Db;
  let show: ShowFixture;

  beforeAll(async () => {
    const url = await freshPostgresUrl();
    db = await openDatabase({ kind: 'postgres', url });
    show = await upcomingShow(db);
    // All 200 buyers come from 127.0.0.1; the per-address hold limit is off so only the quota is tested.
    const env = { DATABASE_URL: url, HOLD_LIMIT_PER_ADDRESS: '0' };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.destroy();
  });

  it('never oversells: 200 buyers spread over both processes for a quota of 50, ten times', async () => {
    await setCapacity(db, show.performanceId, show.adults, 50);
    for (let round = 0; round < 10; round++) {
      await db.deleteFrom('orders').execute();
      await db.updateTable('quotas').set({ held: 0, sold: 0 }).execute();
      await db.deleteFrom('hold_owners').execute();
      // Reset behind the servers' backs: the figures they hold in memory (at most a second old) still show
      // the last round's full quota, and a server answers from them until they are renewed.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const answers = await Promise.all(
        Array.from({ length: 200 }, async (_, index) => {
          const response = await fetch(`${servers[index % 2].url}/api/orders/create.php`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ cart: [{ performance_id: show.performanceId, category_id: show.adults, quantity: 1 }], user_data: guest(index) }),
          });
          return { status: response.status, body: (await response.json()) as { code?: string; id?: string } };
        }),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(50);
      expect(answers.filter((answer) => answer.status === 409 && answer.body.code === 'SOLD_OUT')).toHaveLength(150);
      expect(await heldOrSold(db, show.performanceId, show.adults)).toBe(50);
    }
  }, 300_000);
});
