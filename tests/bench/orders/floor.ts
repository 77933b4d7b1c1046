/**
 * The floor of the 1-connection hold: the leanest HTTP server that can make the shop's hold, run as its own
 * process like the server (`node --import tsx tests/bench/orders/floor.ts`, database from DATA_DIR or
 * DATABASE_URL, port from PORT; prints "floor ready"). node:http and no framework, no validation, no hooks or
 * logs; the cart priced once; per request only the shop's own hold transaction — `place_hold` and the test
 * provider's order, on the shop's database driver — and the answer.
 *
 * The probe writes the same rows without an HTTP round trip and without ever waiting for one; a server,
 * however lean, cannot do either. Shop ÷ floor is the share the shop's own code leaves of what any HTTP
 * server could do here; floor ÷ probe is what the round trip itself costs at one connection.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/database';
import { startStatisticsKeeper, STATISTICS_INTERVAL_MS } from '../../../src/server/db/planner-statistics';
import { readOrderSettings } from '../../../src/server/modules/configuration/order-settings';
import { insertHold } from '../../../src/server/modules/orders/quota.repository';
import { resolveCart } from '../../../src/server/modules/orders/resolve-cart';
import { TestProvider } from '../../../src/server/modules/payments/test-provider';
import type { CartLine } from './load';

interface HoldRequest {
  cart: CartLine[];
  user_data: { firstName: string; lastName: string; email: string };
}

const { DATABASE_URL, DATA_DIR = '', PORT = '0' } = process.env;
const db = await openDatabase(DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'pglite', dataDir: path.join(DATA_DIR, 'pglite') });
// As the server does on PGlite: without fresh statistics the kept plans degrade as orders grow.
startStatisticsKeeper(db, STATISTICS_INTERVAL_MS, (error) => console.error(error));
const settings = await readOrderSettings(db);
const provider = new TestProvider(db);
const universe = await db.selectFrom('payment_universes').select('id').where('provider', '=', 'test').executeTakeFirstOrThrow();
const priced = new Map<string, ReturnType<typeof resolveCart>>();

/** A hold the database refused; its message is the code the load generator reads (SOLD_OUT …). */
class Refused extends Error {}

async function hold({ cart, user_data }: HoldRequest) {
  const key = JSON.stringify(cart);
  const now = new Date();
  if (!priced.has(key)) priced.set(key, resolveCart(db, cart, settings, now));
  const lines = await (priced.get(key) as ReturnType<typeof resolveCart>);
  const requestId = randomUUID();
  const total = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const order = {
    public_token: randomBytes(24).toString('base64url'),
    idempotency_key: null,
    first_name: user_data.firstName,
    last_name: user_data.lastName,
    email: user_data.email,
    phone: '',
    donation_cents: 0,
    total_cents: total,
    universe_id: universe.id,
    provider: 'test' as const,
    provider_order_id: provider.orderIdFor(requestId),
    provider_request_id: requestId,
    capture_request_id: randomUUID(),
    expires_at: new Date(now.getTime() + settings.reservationMinutes * 60_000),
    client_address: '127.0.0.1',
  };
  // A refused hold has aborted the transaction: it is thrown, so the transaction rolls back.
  return db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const held = await insertHold(trx, order, lines, { buyer: settings.openHoldsPerCustomer, address: 0 }, now);
      if (!('row' in held)) throw new Refused(held.refused === 'quota' ? 'SOLD_OUT' : `REFUSED_${held.refused}`);
      await provider.createOrderIn(trx, { orderId: held.row.id, amountCents: total, currency: 'EUR', requestId, description: 'Bestellung' });
      return { status: 200, body: { id: order.provider_order_id, order_id: held.row.id } };
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return { status: 409, body: { code: error.message } };
      throw error;
    });
}

const server = http.createServer((request, response) => {
  let text = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    hold(JSON.parse(text) as HoldRequest)
      .catch((error: unknown) => ({ status: 500, body: { code: String(error) } }))
      .then(({ status, body }) => {
        const data = JSON.stringify(body);
        response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
        response.end(data);
      });
  });
});
server.listen(Number(PORT), '127.0.0.1', () => {
  const address = server.address();
  console.log(`floor ready ${typeof address === 'object' && address ? address.port : PORT}`);
});
process.once('SIGTERM', () => server.close(() => db.destroy().then(() => process.exit(0))));
