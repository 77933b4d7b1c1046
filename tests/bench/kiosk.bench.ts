import { spawnSync } from 'node:child_process';
import { createPrivateKey, randomBytes, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decideCode, type LocalTicket } from '../../src/shared/domain/checkin-verdict';
import { base32Encode, type TicketClaims, ticketBody, verifyTicketCode } from '../../src/shared/domain/ticket-code';
import { startServer } from '../helpers/e2e';
import { openEmbeddedDatabase } from '../helpers/embedded-database';
import { chooseUpcoming, ShopApi, signInKiosk } from '../helpers/kiosk-e2e';
import { writeQrY4m } from '../helpers/y4m';

/**
 * Door kiosk figures (issue 8): the verdict per code without decoding (pure rule, 10,000 codes), a full
 * sync of 10,000 tickets into Dexie in Chromium, and the upload of 1,000 queued scans from the kiosk's
 * outbox. Issue 12: the online verdict (checkin/scan.php round trip) and the time until another door's
 * admission stream (checkin/events.php) carries the admission. Prints figures; never fails on time.
 */
const TICKETS = 10_000;
const QUEUED = 1_000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => `${value.toFixed(2)} ms`;

const root = path.resolve(import.meta.dirname, '../..');
if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });

// A data folder with the demo seed, then 10,000 sold tickets for the upcoming performance.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-bench-'));
let server = await startServer({ DATA_DIR: dataDir }, { keepDataDir: true });
await server.stop();
const embedded = await openEmbeddedDatabase(dataDir);
const db = embedded.db;
const key = await db.selectFrom('signing_keys').selectAll().where('active', '=', true).executeTakeFirstOrThrow();
const show = await db
  .selectFrom('performances')
  .innerJoin('events', 'events.id', 'performances.event_id')
  .select(['performances.id', 'performances.event_id', 'performances.starts_at', 'events.title'])
  .where('performances.starts_at', '>', new Date())
  .executeTakeFirstOrThrow();
const category = await db.selectFrom('categories').selectAll().where('event_id', '=', show.event_id).where('name', '=', 'Erwachsene').executeTakeFirstOrThrow();
const signer = createPrivateKey({
  key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(key.secret_key)]),
  format: 'der',
  type: 'pkcs8',
});
// Node's native Ed25519 signs the 10,000 codes in the shared format (context + body, then signature).
const CONTEXT = Buffer.from('musical-ticket:');
function signCode(claims: TicketClaims): string {
  const body = ticketBody(claims);
  return base32Encode(Buffer.concat([body, sign(null, Buffer.concat([CONTEXT, body]), signer)]));
}
const codes: Array<{ id: number; code: string }> = [];
const PER_ORDER = 4;
for (let start = 0; start < TICKETS; start += 1000) {
  await db.transaction().execute(async (trx) => {
    for (let o = start; o < start + 1000; o += PER_ORDER) {
      const order = await trx
        .insertInto('orders')
        .values({
          status: 'CAPTURED',
          public_token: randomBytes(24).toString('base64url'),
          first_name: `Gast${o}`,
          last_name: 'Bench',
          email: 'bench@example.de',
          total_cents: 600 * PER_ORDER,
          provider: 'test',
          provider_request_id: `bench-${o}`,
          capture_request_id: `bench-c-${o}`,
          expires_at: new Date(),
          captured_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = await trx
        .insertInto('order_items')
        .values({
          order_id: order.id,
          event_id: show.event_id,
          performance_id: show.id,
          category_id: category.id,
          quantity: PER_ORDER,
          unit_price_cents: 600,
          event_title: show.title,
          category_name: category.name,
          starts_at: show.starts_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = [];
      for (let i = 0; i < PER_ORDER; i++) {
        const id = 100_000 + o + i;
        const code = signCode({ keyId: key.id, ticketId: id, performanceId: show.id, categoryId: category.id });
        codes.push({ id, code });
        rows.push({ id, order_id: order.id, order_item_id: item.id, performance_id: show.id, category_id: category.id, key_id: key.id, code });
      }
      await trx.insertInto('tickets').values(rows).execute();
    }
  });
}
await embedded.close();
if (!verifyTicketCode(codes[0].code, [{ id: key.id, key: new Uint8Array(key.public_key) }]).ok) throw new Error('bench codes do not verify');

// 1. The verdict alone, decode excluded: signature, revocation, list look-up, performance.
{
  const publicKeys = [{ id: key.id, key: new Uint8Array(key.public_key) }];
  const local = new Map<number, LocalTicket>(
    codes.map(({ id }) => [
      id,
      { id, performanceId: show.id, categoryId: category.id, category: 'Erwachsene', seat: null, status: 'valid', admittedAt: null, admittedDevice: null },
    ]),
  );
  const ctx = {
    performanceId: show.id,
    publicKeys,
    ticket: (id: number) => local.get(id),
    isRevoked: () => false,
    categoryName: () => 'Erwachsene',
    performance: () => undefined,
  };
  for (const { code } of codes.slice(0, 200)) decideCode(code, ctx); // warm-up
  const times: number[] = [];
  for (const { code } of codes) {
    const started = performance.now();
    decideCode(code, ctx);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`verdict (no decode), ${TICKETS} codes: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) ?? 0)}`);
}

// 2. and 3. in Chromium against the running server.
server = await startServer({ DATA_DIR: dataDir });
const api = new ShopApi(server.url);
await api.login();
const y4m = writeQrY4m(path.join(dataDir, 'blank.y4m'), 'BENCH');
const kiosk = await signInKiosk(server.url, y4m, 'Bench');
const started = performance.now();
await chooseUpcoming(kiosk.page);
const syncMs = performance.now() - started;
const stored = await kiosk.page.evaluate(
  () =>
    new Promise<number>((resolve) => {
      const open = indexedDB.open('musical-shop');
      open.onsuccess = () => {
        const count = open.result.transaction('kioskTickets').objectStore('kioskTickets').count();
        count.onsuccess = () => resolve(count.result);
      };
    }),
);
const network = await kiosk.page.evaluate(() =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('checkin/sync.php'))
    .map((entry) => Math.round(entry.duration)),
);
console.log(`full sync of ${stored} tickets into Dexie (Chromium, choosing the performance to "Zuletzt synchronisiert"): ${Math.round(syncMs)} ms`);
console.log(`  of which waiting for ${network.length} sync.php pages: ${network.reduce((a, b) => a + b, 0)} ms (${network.join(', ')})`);

await kiosk.page.getByRole('button', { name: 'Kamera aus' }).click();
const scans = codes.slice(0, QUEUED).map(({ id, code }, index) => ({
  nonce: `bench${index.toString(16).padStart(8, '0')}${randomBytes(8).toString('hex')}`,
  performanceId: show.id,
  ticketId: id,
  code,
  method: 'wedge',
  verdict: 'valid',
  scannedAt: new Date(Date.now() - (QUEUED - index) * 1000).toISOString(),
  state: 0,
  attempts: 0,
}));
await kiosk.page.evaluate(
  (rows) =>
    new Promise<void>((resolve) => {
      const open = indexedDB.open('musical-shop');
      open.onsuccess = () => {
        const tx = open.result.transaction('kioskScans', 'readwrite');
        for (const row of rows) tx.objectStore('kioskScans').put(row);
        tx.oncomplete = () => resolve();
      };
    }),
  scans,
);
const uploadStart = performance.now();
await kiosk.page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
await kiosk.page.getByTestId('kiosk-waiting').waitFor({ state: 'detached', timeout: 120_000 });
const uploadMs = performance.now() - uploadStart;
const after = await api.sync(show.id);
console.log(
  `upload of ${QUEUED} queued scans (batches of 500, Chromium → server): ${Math.round(uploadMs)} ms; server counts ${after.counters.admitted} admitted of ${after.counters.sold}`,
);

// 4. Online (issue 12): door A asks the server, door B listens to the admission stream.
{
  const ROUNDS = 300;
  const stream = new AbortController();
  const heard = new Map<number, number>();
  const response = await fetch(`${server.url}/api/checkin/events.php?performance_id=${show.id}`, {
    headers: { authorization: `Bearer ${api.session}` },
    signal: stream.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let ready: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const reading = (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (block.startsWith('event: ready')) ready();
        if (!block.startsWith('event: admission')) continue;
        const event = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { tickets: Array<{ id: number }> };
        for (const ticket of event.tickets) heard.set(ticket.id, performance.now());
      }
    }
  })();
  await opened;
  const verdicts: number[] = [];
  const pushes: number[] = [];
  for (const [index, { id, code }] of codes.slice(QUEUED, QUEUED + ROUNDS).entries()) {
    const sent = performance.now();
    const answer = await api.call<{ verdict: string }>('checkin/scan.php', {
      auth: true,
      json: {
        device_id: 'bench-door-a',
        device_name: 'Bench A',
        performance_id: show.id,
        scan: { nonce: `bench-online-${index}-${randomBytes(6).toString('hex')}`, code, method: 'wedge', scanned_at: new Date().toISOString() },
      },
    });
    verdicts.push(performance.now() - sent);
    if (answer.verdict !== 'valid') throw new Error(`online verdict ${answer.verdict}`);
    while (!heard.has(id) && performance.now() - sent < 5000) await new Promise((resolve) => setTimeout(resolve, 1));
    pushes.push((heard.get(id) ?? Number.NaN) - sent);
  }
  stream.abort();
  await reading;
  verdicts.sort((a, b) => a - b);
  pushes.sort((a, b) => a - b);
  console.log(
    `online verdict (checkin/scan.php round trip, ${ROUNDS} scans, 10,000-ticket list): p50 ${ms(percentile(verdicts, 50))}, p99 ${ms(percentile(verdicts, 99))}`,
  );
  console.log(
    `another door hears the admission (scan sent → event on checkin/events.php): p50 ${ms(percentile(pushes, 50))}, p99 ${ms(percentile(pushes, 99))}`,
  );
}

await kiosk.browser.close();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
