import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import type { MailSender, OutgoingMail } from '../../src/server/modules/mail/mail-transport';
import { launchBrowser } from '../helpers/e2e';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
// As in the server tests: every answer this file sees is held against the OpenAPI document.
import '../helpers/response-contract-setup';

/**
 * Issue 32 item 4: the order mail on a phone. A browser test since issue 50 (`npm test` needs no browser); the
 * app runs in this process on a copy of the server tests' template, which the browser tests' setup makes too. The HTML the shop sends is laid out by a real browser at 320
 * and 600 px (the narrowest phones and the mail's own width); no word may be broken inside a line.
 */
let t: TestApp;
let show: ShowFixture;
let browser: Browser;
const sent: OutgoingMail[] = [];
const sender: MailSender = async (mail) => {
  sent.push(mail);
  return { status: 'stored', transport: 'outbox', messageId: `m${sent.length}`, raw: new TextEncoder().encode(mail.text) };
};

beforeAll(async () => {
  t = await createTestApp({ mailSender: sender });
  show = await upcomingShow(t.db);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t.close();
});

async function confirmation(donation: number): Promise<OutgoingMail> {
  sent.length = 0;
  await buy(t.app, [line(show, show.adults, 2), line(show, show.children, 3)], { donation_amount: donation });
  await mailWorkerOf(t.app.ctx)?.idle();
  const mail = sent.at(-1);
  if (!mail?.html) throw new Error('no confirmation mail');
  return mail;
}

/** Every word of the mail's text whose box spans more than one line, and how wide the page became. */
async function layout(html: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  try {
    await page.setContent(html);
    return await page.evaluate(() => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A break after a hyphen (QR-/Code) is ordinary typography; a break inside a part is not.
        for (const match of text.matchAll(/[^\s\-‐–]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      const button = [...document.querySelectorAll('a')].find((link) => link.textContent?.trim() === 'Tickets öffnen');
      const box = button?.getBoundingClientRect();
      return {
        broken,
        scrollWidth: document.documentElement.scrollWidth,
        button: box ? { top: box.top, height: box.height, href: button?.getAttribute('href') } : null,
      };
    });
  } finally {
    await page.close();
  }
}

describe('the order mail on a phone (issue 32 item 4)', () => {
  it.each([320, 600])('breaks no word inside and never scrolls sideways at %i px', async (width) => {
    const mail = await confirmation(0);
    const result = await layout(mail.html as string, width);
    expect(result.broken).toEqual([]);
    expect(result.scrollWidth).toBeLessThanOrEqual(width);
  });

  it('opens with a big "Tickets öffnen" button, the date, the door time and the venue', async () => {
    const mail = await confirmation(0);
    const result = await layout(mail.html as string, 320);
    expect(result.button?.href).toMatch(/\/tickets\/[\w-]+$/);
    expect(result.button?.height).toBeGreaterThanOrEqual(44);
    // On top: within the first screen of a phone.
    expect(result.button?.top).toBeLessThan(600);
    const top = (mail.html as string).slice(0, (mail.html as string).indexOf('Tickets öffnen'));
    expect(top).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    expect(top).toMatch(/Einlass ab \d{2}:\d{2} Uhr/);
    expect(top).toContain('Aula');
    // No bare address as the link's text.
    expect(mail.html).not.toMatch(/>https?:\/\/[^<]*\/tickets\/[^<]*<\/a>/);
  });

  it('names a donation only when there is one', async () => {
    expect((await confirmation(0)).text).not.toContain('Spende');
    expect((await confirmation(5)).text).toMatch(/Spende: 5,00\s€/);
  });
});
