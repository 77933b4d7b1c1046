import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

/**
 * Issue 39 in Chromium: the back office asks the admin (who has no address) where alert mails go, the
 * alerts page says where they go, and while the database does not answer every page view says so.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // Its own embedded PostgreSQL: the test stops that engine's postmaster under the running server.
  server = await startServer({}, { engine: 'embedded' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn() {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
}

const prompt = () => page.getByRole('form', { name: 'Wohin sollen Warnungen gehen?' });

/** Every process of the server's PostgreSQL: the postmaster and its backends. */
function postgresProcesses(): number[] {
  const postmaster = Number(fs.readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

describe('where alerts go', () => {
  it('asks the admin without an address on the dashboard; "Später" is remembered, an address is checked and taken', async () => {
    await signIn();
    await prompt().waitFor();
    await prompt().getByRole('button', { name: 'Später' }).click();
    await prompt().waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('navigation', { name: 'Backoffice' }).waitFor();
    expect(await prompt().count()).toBe(0);

    await page.evaluate(() => localStorage.removeItem('alert-address-skipped'));
    await page.reload();
    await prompt().getByLabel('Adresse für Warnungen').fill('leitung');
    await prompt().getByRole('button', { name: 'Adresse übernehmen' }).click();
    await prompt().getByText('Bitte gib eine gültige E-Mail-Adresse ein.').waitFor();
    await prompt().getByLabel('Adresse für Warnungen').fill('leitung@schule.example');
    await prompt().getByRole('button', { name: 'Adresse übernehmen' }).click();
    await page.getByRole('status').getByText('Warnungen gehen jetzt an leitung@schule.example.').waitFor();

    await page.goto(`${server.url}/admin/alerts`);
    await page.getByText('Alerts werden gemailt an: leitung@schule.example').waitFor();
  });
});

describe('the database gone', () => {
  it('every admin page view shows it, from the Logs page on; once it answers again the alert is in the list', async () => {
    await page.goto(`${server.url}/admin/alerts`);
    await page.getByText('Alerts werden gemailt an: leitung@schule.example').waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Backoffice' });
    const stopped = postgresProcesses();
    try {
      // A PostgreSQL that hangs (stopped, not dead): the server says within a second that it does not answer.
      for (const pid of stopped) process.kill(pid, 'SIGSTOP');
      const system = sidebar.getByRole('button', { name: 'System' });
      if ((await system.getAttribute('aria-expanded')) !== 'true') await system.click();
      await sidebar.getByRole('link', { name: 'Logs' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Problem auf dem Server' });
      await notice.getByText(/Datenbank nicht erreichbar \(seit .*\): Die Datenbank des Servers antwortet nicht/).waitFor({ timeout: 30_000 });
      // Shown from the first red answer on; recorded as an outage (the alert below) once the server's own probe
      // has given up: from then on the problem keeps its start, where a red answer before said "since now".
      const recordedSince = async () =>
        ((await (await fetch(`${server.url}/api/health.php`)).json()).problems ?? []).find((problem: { kind: string }) => problem.kind === 'DATABASE_DOWN')
          ?.since as string | undefined;
      await expect
        .poll(
          async () => {
            const first = await recordedSince();
            return first !== undefined && first === (await recordedSince());
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    } finally {
      for (const pid of stopped) process.kill(pid, 'SIGCONT');
    }
    // Answering again: the next view is clear, and the outage is an alert with its span.
    for (let i = 0; i < 100 && (await fetch(`${server.url}/api/health.php`)).status !== 200; i++) await new Promise((resolve) => setTimeout(resolve, 200));
    // The watch writes the outage on its first good probe after the database is back, which on a loaded
    // machine can come after this view has loaded: the list is opened again until the alert is in it.
    // .first(): a connection the hang check cut can be sighted once more right after the outage (a second, short
    // entry); that it is listed at all is what this test holds.
    const outage = page.getByText(/Die Datenbank hat vom .* bis .* nicht geantwortet/).first();
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/admin/alerts`);
          return outage.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 75_000, interval: 500 },
      )
      .toBe(true);
    expect(await page.getByText('Problem auf dem Server').count()).toBe(0);
  });
});
