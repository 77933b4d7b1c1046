import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../src/shared/i18n/catalogs/de.json';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { create, line, upcomingShow } from '../helpers/orders';
import { allPermissionKeys, bearer, signedInWith } from './staff-fixtures';

/** Issue 53 item 7: the Localization page's calls, and what visitors get of them at once. */

// As in ssr.test.ts: the client's source entry stands in for the built one.
const ssrEntry = () => import('../../src/client/entry-server');
const template = `<!doctype html><html lang="de"><head><title>Musical-Tickets</title></head><body><div id="root"></div></body></html>`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-localization-'));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), template);
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ clientDir: root, ssrEntry, config: { holdLimitPerAddress: 0 } });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const read = (token: string) => t.app.inject({ method: 'GET', url: '/api/localization/get.php', headers: bearer(token) });
const saveLanguages = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/localization/save.php', headers: bearer(token), payload });
const saveText = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/localization/text.php', headers: bearer(token), payload });
const publicLanguages = async () => (await t.app.inject({ method: 'GET', url: '/api/config/public.php' })).json().languages;
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
const htmlLang = (html: string) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(html)?.slice(1);
const ALL = ['de', 'en', 'tr', 'uk', 'ar'];

describe('localization/get.php', () => {
  it('answers 401 without a session and 403 without LOCALIZATION_VIEW', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/localization/get.php' })).statusCode).toBe(401);
    const others = (await allPermissionKeys(t)).filter((key) => !['ADMIN', 'LOCALIZATION_VIEW'].includes(key));
    const lacking = await signedInWith(t, others);
    const refused = await read(lacking.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("shows every language offered, German the default, complete catalogs until something is set, and the school's untranslated texts", async () => {
    const reader = await signedInWith(t, ['LOCALIZATION_VIEW']);
    const response = await read(reader.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, default_language: 'de', supported_languages: ALL, overrides: [] });
    expect(body.languages.map((language: { name: string }) => language.name)).toEqual(['Deutsch', 'English', 'Türkçe', 'Українська', 'العربية']);
    const total = Object.keys(de).length;
    for (const row of body.completeness) {
      expect(row).toMatchObject({ offered: true, catalog: { total, translated: total, missing: [], overridden: 0 } });
      // The seeded musical is written in German only: every other language lacks its texts, each linked to its editor.
      if (row.language === 'de') expect(row.school.missing).toEqual([]);
      else
        expect(row.school.missing).toContainEqual({
          label: expect.stringMatching(/^Zeitsprung – Das Schulmusical: /),
          link: expect.stringMatching(/^\/admin\/events\/edit\/\d+$/),
        });
    }
  });
});

describe('localization/save.php: the offered languages and the default', () => {
  it('needs LOCALIZATION_EDIT: 401 without a session, 403 with LOCALIZATION_VIEW alone, nothing saved', async () => {
    const payload = { default_language: 'en', supported_languages: ['de', 'en'] };
    expect((await t.app.inject({ method: 'POST', url: '/api/localization/save.php', payload })).statusCode).toBe(401);
    const reader = await signedInWith(t, ['LOCALIZATION_VIEW', 'CONFIGURATION_EDIT']);
    expect((await saveLanguages(reader.token, payload)).statusCode).toBe(403);
    expect((await publicLanguages()).supported_languages).toEqual(ALL);
  });

  it.each([
    [{ default_language: 'de', supported_languages: ['de', 'fr'] }, 'UNKNOWN_LANGUAGE', 'Die Sprache „fr“ gibt es im Shop nicht'],
    [{ default_language: 'xx', supported_languages: ['de'] }, 'UNKNOWN_LANGUAGE', 'Die Sprache „xx“'],
    [{ default_language: 'en', supported_languages: ['en', 'tr'] }, 'GERMAN_REQUIRED', 'Deutsch wird immer angeboten'],
    [
      { default_language: 'tr', supported_languages: ['de', 'en'] },
      'DEFAULT_NOT_SUPPORTED',
      'Die Standardsprache Türkçe muss unter den unterstützten Sprachen sein.',
    ],
  ])('refuses %j with 400 and a German message', async (payload, code, message) => {
    const response = await saveLanguages(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code, message: expect.stringContaining(message) });
    expect((await publicLanguages()).supported_languages).toEqual(ALL);
  });

  it('saves them (the manager may); visitors are negotiated only among them, the default for the rest', async () => {
    const manager = await t.db.selectFrom('role_permissions').select('permission_key').where('role_name', '=', 'manager').execute();
    expect(manager.map((row) => row.permission_key)).toEqual(expect.arrayContaining(['LOCALIZATION_VIEW', 'LOCALIZATION_EDIT']));
    const editor = await signedInWith(t, ['LOCALIZATION_EDIT']);
    const saved = await saveLanguages(editor.token, { default_language: 'en', supported_languages: ['ar', 'en', 'de'] });
    expect(saved.statusCode, saved.body).toBe(200);
    // In the product's order, German first.
    expect(saved.json()).toMatchObject({ message: 'Daten erfolgreich gespeichert!', default_language: 'en', supported_languages: ['de', 'en', 'ar'] });
    expect(saved.json().completeness.map((row: { offered: boolean }) => row.offered)).toEqual([true, true, false, false, true]);
    expect(await publicLanguages()).toEqual({ default_language: 'en', supported_languages: ['de', 'en', 'ar'], overrides: {} });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('action', '=', 'localization/save.php')
      .where('status', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.changes).toMatchObject({ default_language: ['de', 'en'] });

    // Server-rendered pages: Turkish is off, so a Turkish browser, cookie or link gets the default, English.
    expect(htmlLang((await page('/event/musical', { 'accept-language': 'tr-TR,tr;q=0.9,ar;q=0.5' })).body)).toEqual(['ar', 'rtl']);
    expect(htmlLang((await page('/event/musical', { 'accept-language': 'tr-TR,fr;q=0.9' })).body)).toEqual(['en', 'ltr']);
    expect(htmlLang((await page('/event/musical', { cookie: 'lang=tr' })).body)).toEqual(['en', 'ltr']);
    expect(htmlLang((await page('/event/musical?lang=uk')).body)).toEqual(['en', 'ltr']);
    expect(htmlLang((await page('/event/musical', { 'accept-language': 'de-DE' })).body)).toEqual(['de', 'ltr']);
    const html = (await page('/event/musical?lang=ar')).body;
    // hreflang names the offered languages only, and the page carries its texts for hydration.
    expect(html).toContain('hreflang="de"');
    expect(html).toContain('hreflang="en"');
    expect(html).not.toContain('hreflang="tr"');
    // The switch in the rendered header offers them alone.
    expect(html).toMatch(/<option [^>]*value="ar"[^>]*>العربية<\/option>/);
    expect(html).not.toMatch(/<option [^>]*value="(tr|uk)"/);
    expect(html).toMatch(/<script type="application\/json" id="shop-texts">\{"default_language":"en","supported_languages":\["de","en","ar"\]/);

    // An order remembers the language its buyer was offered, not the one the shop switched off.
    const show = await upcomingShow(t.db);
    const created = await create(t.app, [line(show, show.adults, 1)], {}, { cookie: 'lang=tr' });
    expect(created.statusCode, created.body).toBe(200);
    const order = await t.db.selectFrom('orders').select('language').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(order.language).toBe('en');
  });
});

describe('localization/text.php: the school wording of a catalog text', () => {
  it('needs LOCALIZATION_EDIT', async () => {
    const payload = { language: 'en', key: 'event.buy', text: 'Book your seats' };
    expect((await t.app.inject({ method: 'POST', url: '/api/localization/text.php', payload })).statusCode).toBe(401);
    const reader = await signedInWith(t, ['LOCALIZATION_VIEW']);
    expect((await saveText(reader.token, payload)).statusCode).toBe(403);
    expect((await publicLanguages()).overrides).toEqual({});
  });

  it.each([
    [{ language: 'tr', key: 'event.buy', text: 'Bilet al' }, 'LANGUAGE_NOT_OFFERED', 'Türkçe bietet der Shop nicht an.'],
    [{ language: 'fr', key: 'event.buy', text: 'Acheter' }, 'UNKNOWN_LANGUAGE', 'Die Sprache „fr“ gibt es im Shop nicht.'],
    [{ language: 'en', key: 'event.kaufen', text: 'Buy' }, 'UNKNOWN_TEXT_KEY', 'Den Text „event.kaufen“ gibt es nicht.'],
    [
      { language: 'en', key: 'event.map', text: 'Map of {ort}' },
      'INVALID_TEXT',
      'Der Text muss dieselben Platzhalter wie der deutsche haben: es fehlt {place}; {ort}',
    ],
    [{ language: 'en', key: 'event.map', text: 'Map' }, 'INVALID_TEXT', 'es fehlt {place}'],
    [{ language: 'en', key: 'facts.faq', text: 'See the <faq>FAQ</faq> and <terms>terms</terms>.' }, 'INVALID_TEXT', '<terms> gibt es im deutschen Text nicht'],
    [{ language: 'en', key: 'event.map', text: 'Map: {place' }, 'INVALID_TEXT', 'keine gültige ICU-Nachricht'],
  ])('refuses %j with 400 and a German message', async (payload, code, message) => {
    const response = await saveText(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code, message: expect.stringContaining(message) });
    expect((await publicLanguages()).overrides).toEqual({});
  });

  it('takes effect at once on the server-rendered page and in config/public.php, and goes again', async () => {
    const before = (await page('/event/musical?lang=en')).body;
    expect(before).toContain('Get tickets now');
    const saved = await saveText(admin, { language: 'en', key: 'event.buy', text: 'Book your seats for the musical' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Text gespeichert.',
      overrides: [{ language: 'en', key: 'event.buy', text: 'Book your seats for the musical' }],
    });
    expect(saved.json().completeness[1].catalog).toMatchObject({ overridden: 1 });
    expect((await publicLanguages()).overrides).toEqual({ en: { 'event.buy': 'Book your seats for the musical' } });
    const after = (await page('/event/musical?lang=en')).body;
    expect(after).toContain('Book your seats for the musical');
    expect(after).not.toContain('Get tickets now');
    // German keeps the spec's text; the wording is English's alone.
    expect((await page('/event/musical?lang=de')).body).toContain('Jetzt Tickets kaufen');

    // Placeholders as German's, in the language's own order, are fine.
    expect((await saveText(admin, { language: 'ar', key: 'event.map', text: 'الخريطة: {place}' })).statusCode).toBe(200);
    // A language switched off keeps its wording stored, but visitors get none of it.
    await saveLanguages(admin, { default_language: 'de', supported_languages: ['de', 'en'] });
    expect((await publicLanguages()).overrides).toEqual({ en: { 'event.buy': 'Book your seats for the musical' } });

    const restored = await saveText(admin, { language: 'en', key: 'event.buy', text: null });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe('Der Text des Katalogs gilt wieder.');
    expect((await page('/event/musical?lang=en')).body).toContain('Get tickets now');
    await saveLanguages(admin, { default_language: 'de', supported_languages: ALL });
  });
});
