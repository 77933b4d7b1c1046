/**
 * A reader, run as its own process beside the buyers: `node --import tsx tests/bench/orders/reads.ts
 * '<ReadPlan as JSON>'` GETs one address on `connections` connections, one call after another, and prints one
 * line of PoolResult JSON (one record per call; 'ok' for 200, else the HTTP status).
 */
import http from 'node:http';
import { type PoolPlan, runPool } from './pool';

export interface ReadPlan extends PoolPlan {
  url: string;
  /** The address read, e.g. /event/musical (the server-rendered page) or /api/health.php. */
  path: string;
  /** Sent with every call, e.g. the Accept-Encoding a phone's browser sends. */
  headers?: Record<string, string>;
}

function get(agent: http.Agent, url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function runReads(plan: ReadPlan) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const result = await runPool(plan, async () => {
    const status = await get(agent, `${plan.url}${plan.path}`, plan.headers);
    return status === 200 ? 'ok' : `HTTP ${status}`;
  });
  agent.destroy();
  return result;
}

if (process.argv[1] === import.meta.filename) {
  runReads(JSON.parse(process.argv[2]) as ReadPlan).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
