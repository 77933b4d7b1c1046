/**
 * The PayPal path as production runs it (issue 28): `npx tsx tests/bench/paypal-path.bench.ts`.
 * One server in its own process with NODE_ENV=production (DEMO_MODE on, so the built-in test provider may
 * serve the comparison), PayPal played by the fake (tests/helpers/fake-paypal.ts) with 150–300 ms on every
 * answer, as the real API is that far away. The same buyers run hold → approve → capture first through the
 * test provider, then, with a PayPal universe activated through the back office's own calls, through PayPal.
 * Prints both rates, the ratio, the latency per purchase and the PayPal calls per purchase; asserts nothing.
 * Each phase is bounded by BENCH_SECONDS (default 10) with BENCH_BUYERS concurrent buyers (default 10).
 */
import { sha256Hex } from '../../src/shared/domain/sha256';
import { TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { startFakePayPal } from '../helpers/fake-paypal';
import { embeddedEngine, type Stage } from './orders/target';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = setting('BENCH_SECONDS', 10);
const BUYERS = setting('BENCH_BUYERS', 10);
const LATENCY: [number, number] = [setting('BENCH_PAYPAL_MIN_MS', 150), setting('BENCH_PAYPAL_MAX_MS', 300)];
const PLENTY = 10_000_000;

interface Phase {
  label: string;
  done: number;
  failed: number;
  latencies: number[];
  seconds: number;
}

async function call(stage: Stage, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${stage.url}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** Closed loop: each buyer holds, approves and captures, then starts again, until the phase's time is up. */
async function run(label: string, stage: Stage, approve: (providerOrderId: string) => Promise<void>): Promise<Phase> {
  const phase: Phase = { label, done: 0, failed: 0, latencies: [], seconds: SECONDS };
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let n = 0;
  const buyer = async () => {
    while (performance.now() < until) {
      const begin = performance.now();
      const email = `bench${label.length}-${n++}@example.de`;
      const created = await call(stage, 'orders/create.php', {
        cart: [{ performance_id: stage.show.performanceId, category_id: stage.show.categoryId, quantity: 2 }],
        user_data: { firstName: 'Bench', lastName: 'Käufer', email, phone: '' },
        donation_amount: 0,
      });
      if (created.status !== 200) {
        phase.failed++;
        continue;
      }
      await approve(created.body.id);
      const captured = await call(stage, 'orders/capture.php', { order_id: created.body.id });
      if (captured.status === 200 && captured.body.status === 'CAPTURED') {
        phase.done++;
        phase.latencies.push(performance.now() - begin);
      } else phase.failed++;
    }
  };
  await Promise.all(Array.from({ length: BUYERS }, buyer));
  phase.seconds = (performance.now() - started) / 1000;
  return phase;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
};
const rate = (phase: Phase) => phase.done / phase.seconds;
const describe = (phase: Phase) =>
  `${phase.label.padEnd(34)} ${rate(phase).toFixed(1).padStart(6)} purchases/s   p50 ${quantile(phase.latencies, 0.5).toFixed(0)} ms   p95 ${quantile(phase.latencies, 0.95).toFixed(0)} ms   (${phase.done} paid, ${phase.failed} failed in ${phase.seconds.toFixed(1)} s)`;

async function main() {
  const paypal = await startFakePayPal();
  paypal.state.latencyMs = LATENCY;
  const engine = await embeddedEngine();
  const stage = await engine.serve(PLENTY, { NODE_ENV: 'production', DEMO_MODE: 'true', PAYPAL_API_BASE: paypal.url, PAYPAL_TIMEOUT_MS: '10000' });
  try {
    const login = await call(stage, 'auth/login.php', { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) });
    const token = login.body.session_token as string;

    const viaTest = await run('test provider', stage, async (id) => {
      await call(stage, 'payments/test/approve.php', { id });
    });

    const saved = await call(
      stage,
      'paypal/universe_save.php',
      { name: 'PayPal (Bench)', is_sandbox: true, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' },
      token,
    );
    if (saved.status !== 200) throw new Error(`PayPal universe not saved: ${JSON.stringify(saved.body)}`);
    const activated = await call(stage, 'paypal/universe_activate.php', { id: saved.body.id }, token);
    if (activated.status !== 200) throw new Error(`PayPal universe not active: ${JSON.stringify(activated.body)}`);

    const before = paypal.log.length;
    const viaPayPal = await run(`PayPal (fake, ${LATENCY[0]}–${LATENCY[1]} ms per call)`, stage, async (id) => {
      // The buyer approves in PayPal's window: no call of ours.
      paypal.approve(id);
    });
    const calls = (paypal.log.length - before) / Math.max(1, viaPayPal.done + viaPayPal.failed);

    console.log(`\nPayPal path (NODE_ENV=production, ${BUYERS} buyers, ${SECONDS} s per phase, hold → approve → capture of 2 tickets)`);
    console.log(describe(viaTest));
    console.log(describe(viaPayPal));
    console.log(`PayPal calls per purchase: ${calls.toFixed(2)} (create, capture; tokens are cached)`);
    console.log(`ratio PayPal ÷ test provider: ${(rate(viaPayPal) / rate(viaTest)).toFixed(2)}`);
  } finally {
    await stage.stop();
    await engine.close();
    await paypal.close();
  }
}

await main();
