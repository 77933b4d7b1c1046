import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../helpers/e2e';
import { type Kiosk, ShopApi } from '../helpers/kiosk-e2e';
import { twoDoorTests } from './two-doors';

let server: RunningServer;
let codes: string[] = [];
const kiosks: Kiosk[] = [];

beforeAll(async () => {
  server = await startServer();
  const api = new ShopApi(server.url);
  await api.login();
  const { show, adults } = await api.upcoming();
  codes = (await api.buy(show.id, adults, 2)).tickets.map((ticket) => ticket.code);
});

afterAll(async () => {
  for (const kiosk of kiosks) await kiosk.browser.close();
  await server?.stop();
});

twoDoorTests(() => ({ urlA: server.url, urlB: server.url, codes }), kiosks);
