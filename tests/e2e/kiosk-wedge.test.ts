import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../helpers/e2e';
import { dismissVerdict, type Kiosk, nextVerdict, ShopApi, signInKiosk, wedgeScan } from '../helpers/kiosk-e2e';
import { sweepRuns } from '../helpers/sweep';

// A sweep (tests/helpers/sweep.ts): 7 of the 20 rounds per run, all 20 in npm run test:sweeps.
const ROUNDS = sweepRuns('hand-scanner rounds at a loading door', 20, 3).runs;
let server: RunningServer;
let codes: string[] = [];
let kiosk: Kiosk | null = null;

beforeAll(async () => {
  server = await startServer();
  const api = new ShopApi(server.url);
  await api.login();
  const { show, adults } = await api.upcoming();
  for (let order = 0; order < Math.ceil((2 * ROUNDS) / 10); order += 1) {
    const { tickets } = await api.buy(show.id, adults, 10);
    codes = codes.concat(tickets.map((ticket) => ticket.code));
  }
});

afterAll(async () => {
  await kiosk?.browser.close();
  await server?.stop();
});

// One kiosk's state carries from round to round (each round admits a new ticket), so nothing is retried.
describe('a hand scanner at a door that is still loading', { retry: 0, timeout: 400_000 }, () => {
  it(`admits a genuine code scanned at once after opening the performance, 20 times, never refusing it (${ROUNDS} this run)`, async () => {
    kiosk = await signInKiosk(server.url, null, 'Eingang Ost');
    const { page } = kiosk;
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round > 0) await page.getByRole('button', { name: 'Vorstellung wechseln' }).click();
      const show = page.getByRole('button', { name: /Zeitsprung/ }).first();
      await show.waitFor();
      await wedgeScan(page, codes[round], { tap: show });
      seen.push((await nextVerdict(page, 30_000)).title);
      await dismissVerdict(page);
    }
    expect(seen).toEqual(Array(ROUNDS).fill('Gültig'));
  });

  it(`admits a genuine code scanned at once after an offline reload, 20 times, never refusing it (${ROUNDS} this run)`, async () => {
    if (!kiosk) throw new Error('the first test opens the kiosk');
    const { page, context } = kiosk;
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.reload();
      await wedgeScan(page, codes[ROUNDS + round]);
      seen.push((await nextVerdict(page, 30_000)).title);
      await dismissVerdict(page);
    }
    expect(seen).toEqual(Array(ROUNDS).fill('Gültig'));
  });
});
