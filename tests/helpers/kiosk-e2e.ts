import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { PerformancesResponse, SyncResponse } from '../../src/shared/api/checkin';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { expect } from 'vitest';
import { launchBrowser, TEST_ADMIN_PASSWORD } from './e2e';

/** The running server's API, called as a kiosk or a buyer would. */
export class ShopApi {
  private token = '';
  constructor(private readonly base: string) {}

  /** The session token, for calls this class does not wrap (the admission stream). */
  get session(): string {
    return this.token;
  }

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
    this.token = (
      await this.call<{ session_token: string }>('auth/login.php', { json: { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) } })
    ).session_token;
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
    const created = await this.call<{ id: string; order_id: number; checkout_secret: string }>('orders/create.php', {
      json: {
        cart: [{ performance_id: performanceId, category_id: categoryId, quantity }],
        user_data: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' },
        donation_amount: 0,
      },
    });
    await this.call('payments/test/approve.php', { json: { id: created.id } });
    const captured = await this.call<{ ticket_url: string }>('orders/capture.php', {
      json: { order_id: created.id, checkout_secret: created.checkout_secret },
    });
    const token = captured.ticket_url.split('/').pop() as string;
    const page = await this.call<{ tickets: Array<{ id: number; code: string }> }>(`tickets/order.php?token=${token}`);
    return { orderId: created.order_id, tickets: page.tickets };
  }

  sync(performanceId: number) {
    return this.call<SyncResponse>(`checkin/sync.php?performance_id=${performanceId}`, { auth: true });
  }
}

export const CAMERA_ARGS = (y4m: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${y4m}`,
];

export interface Kiosk {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

interface SeenVerdict {
  title: string;
  detail: string;
}

/**
 * Runs in every page before the app: notes each verdict overlay as it appears, so a verdict that showed
 * and closed by itself before the test looked is still seen, in order.
 */
function recordVerdicts() {
  const seen: SeenVerdict[] = [];
  (window as unknown as { __kioskVerdicts: SeenVerdict[] }).__kioskVerdicts = seen;
  // Which mode each verdict names ('online geprüft' / 'offline geprüft'), in the same order.
  const modes: string[] = [];
  (window as unknown as { __kioskModes: string[] }).__kioskModes = modes;
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        const overlay = node.matches('.kiosk-verdict') ? node : node.querySelector('.kiosk-verdict');
        if (!overlay) continue;
        seen.push({
          title: overlay.querySelector('.kiosk-verdict__title')?.textContent ?? '',
          detail: overlay.querySelector('.kiosk-verdict__detail')?.textContent ?? '',
        });
        modes.push(overlay.querySelector('.kiosk-verdict__mode')?.textContent ?? '');
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const consoleLines = new WeakMap<Page, string[]>();
const verdictsRead = new WeakMap<Page, number>();

/** What the kiosk shows and logged: the message of a failed wait, so a CI log tells why. */
async function kioskState(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => ({
      verdicts: (window as unknown as { __kioskVerdicts?: SeenVerdict[] }).__kioskVerdicts ?? [],
      camera: document.querySelector('.kiosk-camera__status')?.textContent ?? '(keine Kamera)',
      header: document.querySelector('.kiosk-header')?.textContent ?? '',
      recent: [...document.querySelectorAll('.kiosk-recent__item')].map((item) => item.textContent),
      view: [...document.querySelectorAll('.kiosk-camera__view *')].map((element) =>
        element instanceof HTMLVideoElement
          ? `video ${element.clientWidth}x${element.clientHeight} of ${element.videoWidth}x${element.videoHeight} paused=${element.paused} ready=${element.readyState}`
          : element instanceof HTMLCanvasElement
            ? `canvas ${element.width}x${element.height}`
            : `${element.tagName} ${(element as HTMLElement).style.display} ${element.childElementCount ? '' : element.textContent}`,
      ),
      main: document.querySelector('.kiosk-main, .kiosk-card')?.textContent?.slice(0, 300) ?? document.body.textContent?.slice(0, 300),
    }))
    .catch((error: Error) => ({ unreadable: error.message }));
  return `kiosk: ${JSON.stringify(state)}\nconsole: ${(consoleLines.get(page) ?? []).slice(-15).join('\n')}`;
}

async function explained<T>(page: Page, what: string, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message.split('\n')[0]}\n${await kioskState(page)}`);
  }
}

/**
 * A Chromium whose camera films `y4m` (null: no camera, a door with a hand scanner), signed in to /kiosk
 * with this device name, at the performance list.
 */
export async function signInKiosk(url: string, y4m: string | null, deviceName: string): Promise<Kiosk> {
  const browser = await launchBrowser(y4m ? CAMERA_ARGS(y4m) : []);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['camera'], { origin: url });
  await context.addInitScript(recordVerdicts);
  const page = await context.newPage();
  const lines: string[] = [];
  consoleLines.set(page, lines);
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  // A reload starts the page's record of verdicts afresh.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) verdictsRead.set(page, 0);
  });
  await page.goto(`${url}/kiosk`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Gerätename').fill(deviceName);
  // Typing before the stored name arrived once gave 'Kiosk 0E0BTür A'; fail here, not three steps later.
  expect(await page.getByLabel('Gerätename').inputValue()).toBe(deviceName);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await explained(page, 'Gerätename', page.getByText('Gerätename gespeichert.').waitFor());
  await explained(page, 'Vorstellungen', page.locator('.kiosk-pick__button').first().waitFor());
  return { browser, context, page };
}

/** Chooses the upcoming performance and waits for its first complete sync. */
export async function chooseUpcoming(page: Page) {
  await page
    .getByRole('button', { name: /Zeitsprung/ })
    .first()
    .click();
  await explained(
    page,
    'erste Synchronisierung',
    page.getByTestId('kiosk-last-sync').filter({ hasText: 'Zuletzt synchronisiert' }).waitFor({ timeout: 60_000 }),
  );
}

export async function openKiosk(url: string, y4m: string | null, deviceName: string): Promise<Kiosk> {
  const kiosk = await signInKiosk(url, y4m, deviceName);
  await chooseUpcoming(kiosk.page);
  return kiosk;
}

/**
 * The page's next verdict since the last one a test read, waiting for it if none came yet; returns its
 * title and detail line. A verdict that already closed by itself counts too.
 */
export async function nextVerdict(page: Page, timeout = 60_000): Promise<SeenVerdict> {
  const index = verdictsRead.get(page) ?? 0;
  const handle = await explained(
    page,
    `Urteil Nr. ${index + 1}`,
    page.waitForFunction((at) => (window as unknown as { __kioskVerdicts?: SeenVerdict[] }).__kioskVerdicts?.[at], index, { timeout, polling: 100 }),
  );
  verdictsRead.set(page, index + 1);
  return (await handle.jsonValue()) as SeenVerdict;
}

/** Closes the verdict on screen, if one still shows, with its 'Weiter' button. */
export async function dismissVerdict(page: Page) {
  const next = page.getByRole('button', { name: 'Weiter' });
  if (await next.isVisible()) await next.click().catch(() => {});
  await page.locator('.kiosk-verdict').waitFor({ state: 'detached' });
}

/**
 * Where a tap on `target` lands, once the element has held still for a frame and is what a tap at its centre
 * hits. The raw tap below skips Playwright's own checks, and the performance picker still moves while it
 * fills in (counts, the offline line): a box read a moment early sent the tap beside the button, the door
 * stayed on the picker and the scan found no performance.
 */
async function landingBox(target: Locator) {
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = '';
        const check = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const hit = document.elementFromPoint(x + width / 2, y + height / 2);
          const now = `${x} ${y} ${width} ${height}`;
          if (now === last && hit !== null && element.contains(hit)) resolve();
          else {
            last = now;
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
  );
  return target.boundingBox();
}

/**
 * A keyboard-wedge scanner's burst: every character, then Enter, `gapMs` apart by the events' own
 * timestamps, sent at once without waiting for the page (a real scanner does not wait for a busy page
 * either; the browser queues the keys with the time they were typed). With `tap`, a tap on that element
 * goes first in the same stream: the code is scanned the very moment the tap lands.
 */
export async function wedgeScan(page: Page, code: string, options: { gapMs?: number; tap?: Locator } = {}) {
  const gap = options.gapMs ?? 5;
  const box = options.tap ? await landingBox(options.tap) : null;
  if (options.tap && !box) throw new Error('the element to tap is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const sends: Array<Promise<unknown>> = [];
  if (box) {
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
    sends.push(cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...point }));
    sends.push(cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...point }));
  }
  const keys = [...code].map((char) => ({
    key: char,
    code: /\d/.test(char) ? `Digit${char}` : `Key${char}`,
    text: char,
    windowsVirtualKeyCode: char.charCodeAt(0),
  }));
  keys.push({ key: 'Enter', code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 });
  keys.forEach((key, index) => {
    const timestamp = start + (index * gap) / 1000;
    sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, timestamp }));
    sends.push(
      cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        key: key.key,
        code: key.code,
        windowsVirtualKeyCode: key.windowsVirtualKeyCode,
        timestamp: timestamp + 0.002,
      }),
    );
  });
  await Promise.all(sends);
  await cdp.detach();
}

/** The modes the page's verdicts named so far, oldest first. */
export function verdictModes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __kioskModes?: string[] }).__kioskModes ?? []);
}
