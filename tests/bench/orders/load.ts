/**
 * The load generator, run as its own process (never in the server's event loop):
 * `node --import tsx tests/bench/orders/load.ts '<LoadPlan as JSON>'` prints one line of PoolResult JSON.
 * Only the public HTTP API: create (a hold), and for the paid path approve in the test buttons and capture.
 * One record per ORDER, so a paid order's latency spans all three calls.
 */
import http from 'node:http';
import { type PoolPlan, runPool } from './pool';

export interface CartLine {
  performance_id: number;
  category_id: number;
  quantity: number;
}

export interface LoadPlan extends PoolPlan {
  url: string;
  mode: 'hold' | 'paid';
  line: CartLine;
  /** Warm-up orders go to another quota, so they never take the measured seats. */
  warmupLine: CartLine;
  /** Makes buyer addresses unique across runs (one address may hold only a few unpaid orders). */
  tag: string;
}

interface Answer {
  status: number;
  body: { id?: string; code?: string; status?: string };
}

function postJson(agent: http.Agent, base: string, path: string, payload: unknown): Promise<Answer> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: {} });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/** What a refused call says: the API's code (SOLD_OUT …), else the HTTP status. */
const refusal = (step: string, answer: Answer) => `${step}: ${answer.body.code ?? `HTTP ${answer.status}`}`;

export async function runLoad(plan: LoadPlan) {
  const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  let agent = newAgent();
  const post = (path: string, payload: unknown) => postJson(agent, plan.url, path, payload);
  // Measured buyers arrive on new connections: warm-up sockets may have idled past the server's keep-alive.
  const freshConnections = () => {
    agent.destroy();
    agent = newAgent();
  };
  const result = await runPool(
    plan,
    async (n, warmup) => {
      const user_data = { firstName: 'Bench', lastName: 'Käufer', email: `${warmup ? 'warm' : 'buyer'}-${plan.tag}-${n}@example.de` };
      const created = await post('orders/create.php', { cart: [warmup ? plan.warmupLine : plan.line], user_data, donation_amount: 0 });
      if (created.status === 409 && created.body.code === 'SOLD_OUT') return 'SOLD_OUT';
      if (created.status !== 200 || !created.body.id) return refusal('create', created);
      if (plan.mode === 'hold') return 'ok';
      const approved = await post('payments/test/approve.php', { id: created.body.id });
      if (approved.status !== 200) return refusal('approve', approved);
      const captured = await post('orders/capture.php', { order_id: created.body.id });
      if (captured.status !== 200 || captured.body.status !== 'CAPTURED') return refusal('capture', captured);
      return 'ok';
    },
    freshConnections,
  );
  agent.destroy();
  return result;
}

if (process.argv[1] === import.meta.filename) {
  runLoad(JSON.parse(process.argv[2]) as LoadPlan).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
