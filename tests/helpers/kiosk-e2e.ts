import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PerformancesResponse, SyncResponse } from '../../src/shared/api/checkin';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { launchBrowser, TEST_ADMIN_PASSWORD } from './e2e';

/** The running server's API, called as a kiosk or a buyer would. */
export class ShopApi {
  private token = '';
  constructor(private readonly base: string) {}

  async call<T>(path: string, init: { method?: string; json?: unknown; auth?: boolean } = {}): Promise<T> {
    const response = await fetch(`${this.base}/api/${path}`, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      headers: { 'Content-Type': 'application/json', ...(init.auth ? { Authorization: `Bearer ${this.token}` } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async login() {
    this.token = (await this.call<{ session_token: string }>('auth/login.php', { json: { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) } })).session_token;
  }

  /** The upcoming demo performance of 'musical' and its adult category. */
  async upcoming() {
    const { performances } = await this.call<PerformancesResponse>('checkin/performances.php', { auth: true });
    const show = performances.find((p) => new Date(p.starts_at).getTime() > Date.now());
    if (!show) throw new Error('no upcoming performance');
    return { show, adults: show.categories.find((c) => c.name === 'Erwachsene')?.id as number };
  }

  /** A real purchase through the test provider; returns the tickets with their codes. */
  async buy(performanceId: number, categoryId: number, quantity: number) {
    const created = await this.call<{ id: string; order_id: number }>('orders/create.php', {
      json: { cart: [{ performance_id: performanceId, category_id: categoryId, quantity }], user_data: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' }, donation_amount: 0 },
    });
    await this.call('payments/test/approve.php', { json: { id: created.id } });
    const captured = await this.call<{ ticket_url: string }>('orders/capture.php', { json: { order_id: created.id } });
    const token = captured.ticket_url.split('/').pop() as string;
    const page = await this.call<{ tickets: Array<{ id: number; code: string }> }>(`tickets/order.php?token=${token}`);
    return { orderId: created.order_id, tickets: page.tickets };
  }

  sync(performanceId: number) {
    return this.call<SyncResponse>(`checkin/sync.php?performance_id=${performanceId}`, { auth: true });
  }
}

export const CAMERA_ARGS = (y4m: string) => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`];

export interface Kiosk {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** A Chromium whose camera films `y4m`, signed in to /kiosk with this device name, at the performance list. */
export async function signInKiosk(url: string, y4m: string, deviceName: string): Promise<Kiosk> {
  const browser = await launchBrowser(CAMERA_ARGS(y4m));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['camera'], { origin: url });
  const page = await context.newPage();
  await page.goto(`${url}/kiosk`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Gerätename').fill(deviceName);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByText('Gerätename gespeichert.').waitFor();
  await page.locator('.kiosk-pick__button').first().waitFor();
  return { browser, context, page };
}

/** Chooses the upcoming performance and waits for its first complete sync. */
export async function chooseUpcoming(page: Page) {
  await page.getByRole('button', { name: /Zeitsprung/ }).first().click();
  await page.getByTestId('kiosk-last-sync').filter({ hasText: 'Zuletzt synchronisiert' }).waitFor({ timeout: 120_000 });
}

export async function openKiosk(url: string, y4m: string, deviceName: string): Promise<Kiosk> {
  const kiosk = await signInKiosk(url, y4m, deviceName);
  await chooseUpcoming(kiosk.page);
  return kiosk;
}

/** Waits for the verdict overlay with this title and returns its detail line. */
export async function verdictShown(page: Page, title: string, timeout = 90_000): Promise<string> {
  const heading = page.locator('.kiosk-verdict__title', { hasText: title });
  await heading.waitFor({ timeout });
  return (await page.locator('.kiosk-verdict__detail').textContent()) ?? '';
}

export async function dismissVerdict(page: Page) {
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.locator('.kiosk-verdict').waitFor({ state: 'detached' });
}
