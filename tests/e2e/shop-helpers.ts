import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** A fresh visitor who already chose 'essential only', so the banner stays closed (imported on first start). */
export async function visitorWithConsent(
  browser: Browser,
  options: { bypassCSP?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  await context.addInitScript(() => {
    if (!localStorage.getItem('cookie_consent_v2')) {
      localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false }));
    }
  });
  return context;
}

/** The text of the cart's 'Gesamtsumme' cell, non-breaking spaces as plain ones. */
export async function cartTotal(page: Page): Promise<string> {
  return ((await page.getByTestId('cart-total').textContent()) ?? '').replace(/\u00a0/g, ' ');
}

export async function waitForTotal(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((text) => document.querySelector('[data-testid="cart-total"]')?.textContent?.replace(/\u00a0/g, ' ') === text, expected);
}

/** Serious or critical axe-core findings on the current page, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations as Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} @ ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
