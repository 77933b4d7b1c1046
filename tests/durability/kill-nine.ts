/**
 * Issue 30's crash check, by hand (`npx tsx tests/durability/kill-nine.ts`): the server as `npm start` runs
 * it on a fresh DATA_DIR, a burst of holds and paid orders from 16 buyers at once, and in the middle a
 * kill -9 — of the server (rounds 1 and 3) or of its PostgreSQL (round 2). Afterwards every order the shop
 * acknowledged as paid must be CAPTURED with its tickets, and the quota counters must equal a recount.
 * Three rounds take a few minutes on a busy machine, too long for `npm test`; the result is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processState } from '../../src/server/db/embedded/process-state';
import { quotaCounters, recountQuotas } from '../../src/server/modules/orders/quota.repository';
import { type RunningServer, startServer } from '../helpers/e2e';
import { openEmbeddedDatabase } from '../helpers/embedded-database';
import { ShopApi } from '../helpers/kiosk-e2e';

const BUYERS = 16;
const BURST_MS = 8_000;
const env = { HOLD_LIMIT_PER_ADDRESS: '0' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-kill-nine-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Order ids the shop answered as paid, with the number of tickets it said it issued. */
const acknowledged = new Map<number, number>();
let failedCalls = 0;

async function buyer(api: ShopApi, n: number, show: { id: number; adults: number }, until: () => boolean) {
  for (let i = 0; !until(); i++) {
    const email = `b${n}-${i}-${Date.now()}@example.de`;
    try {
      const created = await api.call<{ id: string; order_id: number }>('orders/create.php', {
        json: { cart: [{ performance_id: show.id, category_id: show.adults, quantity: 2 }], user_data: { firstName: 'Kim', lastName: 'Test', email }, donation_amount: 0 },
      });
      // Every other order stays a hold: holds and captures run side by side.
      if (i % 2 === 1) continue;
      await api.call('payments/test/approve.php', { json: { id: created.id } });
      await api.call('orders/capture.php', { json: { order_id: created.id } });
      acknowledged.set(created.order_id, 2);
    } catch {
      failedCalls++;
      await sleep(50);
    }
  }
}

/** True when the server answers again; false when its process died meanwhile. */
async function answersAgain(running: RunningServer): Promise<boolean> {
  for (let i = 0; i < 1200; i++) {
    if ((await fetch(`${running.url}/api/health.php`).catch(() => undefined))?.ok) return true;
    if (!processState(running.pid).alive) return false;
    await sleep(100);
  }
  throw new Error('the server did not answer again');
}

let server: RunningServer = await startServer({ ...env, DATA_DIR: dataDir }, { keepDataDir: true });
const admin = new ShopApi(server.url);
await admin.login();
const { show, adults } = await admin.upcoming();
await fetch(`${server.url}/api/health.php`);

for (const [round, victim] of [[1, 'server'], [2, 'postgres'], [3, 'server']] as const) {
  const api = new ShopApi(server.url);
  let stop = false;
  const before = acknowledged.size;
  const burst = Promise.all(Array.from({ length: BUYERS }, (_, n) => buyer(api, n, { id: show.id, adults }, () => stop)));
  await sleep(BURST_MS);
  const pid = victim === 'server' ? server.pid : Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  const killedAt = performance.now();
  if (victim === 'server') {
    stop = true;
    await burst;
    server = await startServer({ ...env, DATA_DIR: dataDir }, { keepDataDir: true });
  } else if (await answersAgain(server)) {
    // The server started its PostgreSQL again; the buyers keep buying through the gap.
    await sleep(1000);
    stop = true;
    await burst;
  } else {
    // Without an 'error' handler on the pool (issue 30 item 3, another branch) the dropped connections
    // end the server; the next start stops nothing (PostgreSQL is dead) and comes up.
    const output = server.output();
    console.log(`round ${round}: the server died with its PostgreSQL: ${/error: [^\n]*|Error: [^\n]*/.exec(output)?.[0] ?? 'no message'}`);
    stop = true;
    await burst;
    server = await startServer({ ...env, DATA_DIR: dataDir }, { keepDataDir: true });
  }
  const back = Math.round(performance.now() - killedAt);
  console.log(`round ${round}: kill -9 of the ${victim} (PID ${pid}) after ${BURST_MS} ms of burst; ${acknowledged.size - before} orders acknowledged as paid; answering again after ${back} ms`);
}
await server.stop();

const { db, close } = await openEmbeddedDatabase(dataDir);
try {
  const orders = await db.selectFrom('orders').select(['id', 'status']).where('id', 'in', [...acknowledged.keys()]).execute();
  const tickets = await db
    .selectFrom('tickets')
    .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('order_id', 'in', [...acknowledged.keys()])
    .groupBy('order_id')
    .execute();
  const ticketsOf = new Map(tickets.map((row) => [row.order_id, Number(row.n)]));
  const lost = [...acknowledged].filter(([id, count]) => orders.find((order) => order.id === id)?.status !== 'CAPTURED' || ticketsOf.get(id) !== count);
  const now = new Date();
  const counters = JSON.stringify(await quotaCounters(db));
  const recount = JSON.stringify(await recountQuotas(db, now));
  console.log(`${acknowledged.size} orders acknowledged as paid; ${acknowledged.size - lost.length} CAPTURED with all tickets; lost: ${lost.length}`);
  console.log(`quota counters ${counters === recount ? 'equal' : 'DIFFER FROM'} the recount; ${failedCalls} calls failed during the kills (never acknowledged)`);
  process.exitCode = lost.length === 0 && counters === recount ? 0 : 1;
} finally {
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
