import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../helpers/e2e';
import { type Kiosk, ShopApi } from '../helpers/kiosk-e2e';
import { type Cluster, startCluster } from '../helpers/postgres-cluster';
import { twoDoorTests } from './two-doors';

// The same two doors, each talking to its own server process; both processes share one PostgreSQL
// database, and admissions cross from one to the other only through LISTEN/NOTIFY.
let cluster: Cluster;
const servers: RunningServer[] = [];
let codes: string[] = [];
const kiosks: Kiosk[] = [];

beforeAll(async () => {
  cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();
  const env = { DATABASE_URL: cluster.url('shop') };
  // The first process migrates and seeds; the second starts on the finished database.
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  const api = new ShopApi(servers[0].url);
  await api.login();
  const { show, adults } = await api.upcoming();
  codes = (await api.buy(show.id, adults, 2)).tickets.map((ticket) => ticket.code);
});

afterAll(async () => {
  for (const kiosk of kiosks) await kiosk.browser.close();
  for (const server of servers) await server.stop();
  cluster?.stop();
});

twoDoorTests(() => ({ urlA: servers[0].url, urlB: servers[1].url, codes }), kiosks);
