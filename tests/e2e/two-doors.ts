import { describe, expect, it } from 'vitest';
import { chooseUpcoming, dismissVerdict, type Kiosk, nextVerdict, signInKiosk, verdictModes, wedgeScan } from '../helpers/kiosk-e2e';

export interface TwoDoors {
  /** Where door A and door B reach the server (the same process, or two processes on one database). */
  urlA: string;
  urlB: string;
  /** Two genuine codes for the upcoming performance, neither admitted yet. */
  codes: string[];
}

const counter = (kiosk: Kiosk) =>
  Promise.all([kiosk.page.getByTestId('kiosk-admitted').textContent(), kiosk.page.getByTestId('kiosk-sold').textContent()]).then(
    ([admitted, sold]) => `${admitted} von ${sold}`,
  );

/**
 * Issue 12's check with two kiosks (two Chromium instances) on one performance, online. The doors share
 * state from step to step, so nothing is retried; the caller closes the kiosks it gets back.
 */
export function twoDoorTests(setup: () => TwoDoors, kiosks: Kiosk[]) {
  describe('two doors online on one performance (issue 12)', { retry: 0, timeout: 300_000 }, () => {
    it("door B says 'Bereits eingecheckt' naming door A within seconds, and both count the same", async () => {
      const { urlA, urlB, codes } = setup();
      for (const [name, url] of [
        ['Tür A', urlA],
        ['Tür B', urlB],
      ]) {
        const kiosk = await signInKiosk(url, null, name);
        kiosks.push(kiosk);
        await chooseUpcoming(kiosk.page);
      }
      const [a, b] = kiosks;
      await expect.poll(() => counter(b)).toBe('0 von 2');
      // Both first syncs are over: the scan measures the server's verdict, not a queue behind a sync.
      for (const kiosk of kiosks) await kiosk.page.getByRole('button', { name: 'Jetzt synchronisieren' }).waitFor();

      await wedgeScan(a.page, codes[0]);
      expect((await nextVerdict(a.page)).title).toBe('Gültig');
      expect(await verdictModes(a.page)).toEqual(['online geprüft']);
      const admittedAt = Date.now();
      // Pushed by the server, not the minute's sync: door B counts the guest within 2 seconds.
      await expect.poll(() => counter(b), { timeout: 2000, interval: 50 }).toBe('1 von 2');
      expect(Date.now() - admittedAt).toBeLessThan(2000);

      await wedgeScan(b.page, codes[0]);
      const second = await nextVerdict(b.page);
      expect(second.title).toBe('Bereits eingecheckt');
      expect(second.detail).toMatch(/^Erster Einlass um \d\d:\d\d Uhr · Gerät „Tür A“$/);
      expect(await verdictModes(b.page)).toEqual(['online geprüft']);
      expect(Date.now() - admittedAt).toBeLessThan(5000);
      expect(await counter(a)).toBe('1 von 2');
      expect(await counter(b)).toBe('1 von 2');
      await dismissVerdict(a.page);
      await dismissVerdict(b.page);
    });

    it('a door sale at A is admitted and counted at B within 2 seconds', async () => {
      const [a, b] = kiosks;
      await a.page.getByRole('button', { name: 'Abendkasse' }).click();
      await a.page.getByRole('button', { name: 'Erwachsene: eins mehr' }).click();
      await a.page.getByRole('button', { name: 'Bar bezahlt' }).click();
      const soldAt = Date.now();
      await expect.poll(() => counter(b), { timeout: 2000, interval: 50 }).toBe('2 von 3');
      expect(Date.now() - soldAt).toBeLessThan(2000);
      await expect.poll(() => counter(a), { timeout: 2000, interval: 50 }).toBe('2 von 3');
    });

    it('offline, a door decides alone and says so', async () => {
      const [, b] = kiosks;
      await b.context.setOffline(true);
      await wedgeScan(b.page, setup().codes[1]);
      expect((await nextVerdict(b.page)).title).toBe('Gültig');
      expect((await verdictModes(b.page)).at(-1)).toBe('offline geprüft');
      await b.context.setOffline(false);
    });
  });
}
