/**
 * Issue 30's crash check: the server as `npm start` runs it on a fresh DATA_DIR, a burst of holds and paid
 * orders from many buyers at once, and in the middle a kill -9 — of the server or of its PostgreSQL. Afterwards
 * every order the shop acknowledged as paid must be CAPTURED with its tickets, and the quota counters must
 * equal a recount. Run by the browser-free test tests/e2e/kill-nine.test.ts (three short rounds) and by hand
 * with longer bursts: `npx tsx tests/durability/kill-nine.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processState } from '../../src/server/db/embedded/process-state';
import { quotaCounters, recountQuotas } from '../../src/server/modules/orders/hold/quota.repository';
import { type RunningServer, startServer } from '../helpers/e2e';
import { openEmbeddedDatabase } from '../helpers/embedded-database';
import { ShopApi } from '../helpers/kiosk-e2e';
import { setCapacity } from '../helpers/orders';

export type Victim = 'server' | 'postgres';

export interface KillNineResult {
  acknowledged: number;
  /** Orders acknowledged as paid during each round's burst. */
  perRound: number[];
  lost: number;
  countersEqual: boolean;
  failedCalls: number;
}

const env = { HOLD_LIMIT_PER_ADDRESS: '0' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What the burst saw: order ids the shop answered as paid (with their ticket count) and calls that failed. */
interface Tally {
  acknowledged: Map<number, number>;
  failedCalls: number;
  /** The last refusal, for the log: a sold-out show would make a round prove nothing. */
  lastError?: string;
}

async function buyer(api: ShopApi, n: number, show: { id: number; adults: number }, tally: Tally, until: () => boolean) {
  for (let i = 0; !until(); i++) {
    const email = `b${n}-${i}-${Date.now()}@example.de`;
    try {
      const created = await api.call<{ id: string; order_id: number; checkout_secret: string }>('orders/create.php', {
        json: {
          cart: [{ performance_id: show.id, category_id: show.adults, quantity: 2 }],
          user_data: { firstName: 'Kim', lastName: 'Test', email },
          donation_amount: 0,
        },
      });
      // Every other order stays a hold: holds and captures run side by side.
      if (i % 2 === 1) continue;
      await api.call('payments/test/approve.php', { json: { id: created.id } });
      await api.call('orders/capture.php', { json: { order_id: created.id, checkout_secret: created.checkout_secret } });
      tally.acknowledged.set(created.order_id, 2);
    } catch (error) {
      tally.failedCalls++;
      tally.lastError = String(error);
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

/** Kills the given victims one after the other, each in the middle of a burst, and checks what survived. */
export async function killNineRounds(
  victims: Victim[],
  { buyers = 16, burstMs = 8_000, log = console.log }: { buyers?: number; burstMs?: number; log?: (line: string) => void } = {},
): Promise<KillNineResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-kill-nine-'));
  // As root the embedded PostgreSQL runs as the user postgres, which must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const tally: Tally = { acknowledged: new Map(), failedCalls: 0 };
  const perRound: number[] = [];
  let server: RunningServer = await startServer({ ...env, DATA_DIR: dataDir }, { keepDataDir: true, engine: 'embedded' });
  const admin = new ShopApi(server.url);
  await admin.login();
  const { show, adults } = await admin.upcoming();
  // The demo show sells out within one burst on a quiet machine; a sold-out round would prove nothing.
  await server.stop();
  const seeded = await openEmbeddedDatabase(dataDir);
  await setCapacity(seeded.db, show.id, adults, 100_000);
  await seeded.close();
  server = await startServer({ ...env, DATA_DIR: dataDir }, { keepDataDir: true, engine: 'embedded' });
  try {
    for (const [index, victim] of victims.entries()) {
      const round = index + 1;
      const api = new ShopApi(server.url);
      let stop = false;
      const before = tally.acknowledged.size;
      const burst = Promise.all(Array.from({ length: buyers }, (_, n) => buyer(api, n, { id: show.id, adults }, tally, () => stop)));
      await sleep(burstMs);
      const pid = victim === 'server' ? server.pid : Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      const killedAt = performance.now();
      if (victim === 'postgres' && (await answersAgain(server))) {
        // The server started its PostgreSQL again; the buyers keep buying through the gap.
        await sleep(1000);
        stop = true;
        await burst;
      } else {
        if (victim === 'postgres')
          log(`round ${round}: the server died with its PostgreSQL: ${/error: [^\n]*|Error: [^\n]*/.exec(server.output())?.[0] ?? 'no message'}`);
        stop = true;
        await burst;
        server = await startServer({ ...env, DATA_DIR: dataDir }, { keepDataDir: true, engine: 'embedded' });
      }
      const back = Math.round(performance.now() - killedAt);
      perRound.push(tally.acknowledged.size - before);
      log(
        `round ${round}: kill -9 of the ${victim} (PID ${pid}) after ${burstMs} ms of burst; ${tally.acknowledged.size - before} orders acknowledged as paid; answering again after ${back} ms; last refusal: ${tally.lastError ?? 'none'}`,
      );
      tally.lastError = undefined;
    }
  } finally {
    await server.stop();
  }
  const { db, close } = await openEmbeddedDatabase(dataDir);
  try {
    const ids = [...tally.acknowledged.keys()];
    const orders = ids.length ? await db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids).execute() : [];
    const tickets = ids.length
      ? await db
          .selectFrom('tickets')
          .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('order_id', 'in', ids)
          .groupBy('order_id')
          .execute()
      : [];
    const ticketsOf = new Map(tickets.map((row) => [row.order_id, Number(row.n)]));
    const lost = [...tally.acknowledged].filter(([id, count]) => orders.find((order) => order.id === id)?.status !== 'CAPTURED' || ticketsOf.get(id) !== count);
    const now = new Date();
    const countersEqual = JSON.stringify(await quotaCounters(db)) === JSON.stringify(await recountQuotas(db, now));
    log(`${ids.length} orders acknowledged as paid; ${ids.length - lost.length} CAPTURED with all tickets; lost: ${lost.length}`);
    log(`quota counters ${countersEqual ? 'equal' : 'DIFFER FROM'} the recount; ${tally.failedCalls} calls failed during the kills (never acknowledged)`);
    return { acknowledged: ids.length, perRound, lost: lost.length, countersEqual, failedCalls: tally.failedCalls };
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
