import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 32 item 7: the shop says du throughout and promises nothing 'in Kürze'. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the contact page', () => {
  it('says du like the rest of the shop and promises no form', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/pages/get.php?name=kontakt' })).json().page;
    const html = page.sections.map((section: { html: string }) => section.html).join('');
    expect(html).not.toContain('in Kürze');
    expect(html).not.toMatch(/\b(Sie|Ihre)\b/);
    expect(html).toContain('Schreib uns eine E-Mail');
    expect(html).toContain('wenn du deine Bestellnummer angibst');
  });
});
