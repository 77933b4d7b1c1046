import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { missingSchoolTexts } from '../../src/server/modules/school-texts/index';
import { approve, capture, create, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEvent, editBody, getEvent, saveEvent } from './operations-fixtures';
import { bearer } from './staff-fixtures';

/** Issue 53 item 5: what the school writes, per language, with German as the base text and the fallback. */
let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  admin = await t.login();
  show = await upcomingShow(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload: payload as object });
const shopEvent = async (name: string, query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${name}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().event;
};

describe('event texts per language', () => {
  let id: number;
  let name: string;
  beforeAll(async () => {
    id = await createEvent(t, admin, {});
    const event = await getEvent(t, admin, id);
    name = event.name;
    const body = editBody(event);
    const saved = await saveEvent(t, admin, {
      ...body,
      translations: {
        en: { title: ' Spring Awakening – The Musical ', passages: [{ title: 'What it is about', text: '' }], facts: { duration: 'about two hours' } },
        ar: { title: 'يقظة الربيع', description: '' },
      },
      categories: body.categories.map((category, index) =>
        index === 0 ? { ...category, translations: { en: { name: 'Adults' }, tr: { name: 'Yetişkin' } } } : category,
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('stores each language as written, trimmed, without empty fields, and gives it back to the editor', async () => {
    const event = await getEvent(t, admin, id);
    expect(event.title).toBe('Frühlingserwachen – Das Musical');
    expect(event.translations).toEqual({
      en: { title: 'Spring Awakening – The Musical', passages: [{ title: 'What it is about', text: '' }], facts: { duration: 'about two hours' } },
      ar: { title: 'يقظة الربيع' },
    });
    expect(event.categories.map((category) => category.translations)).toEqual([{ en: { name: 'Adults' }, tr: { name: 'Yetişkin' } }, {}]);
  });

  it('delivers the texts in the language asked for, German where a translation is missing, and names those', async () => {
    const english = await shopEvent(name, '&lang=en');
    expect(english.title).toBe('Spring Awakening – The Musical');
    expect(english.description).toBe('Eine Geschichte vom Erwachsenwerden.');
    expect(english.passages).toEqual([{ title: 'What it is about', text: 'Drei Freunde und ein Sommer.' }]);
    expect(english.facts.duration).toBe('about two hours');
    expect(english.categories.map((category: { name: string }) => category.name)).toEqual(['Adults', 'Kinder']);
    expect(english.performances[0].categories.map((category: { name: string }) => category.name)).toEqual(['Adults', 'Kinder']);
    // The spec's client books by the German names: its price table keeps them.
    expect(Object.keys(english.variables.category)).toEqual(['Erwachsene', 'Kinder']);
    expect(english.language).toBe('en');
    expect(english.untranslated).toEqual(['description', 'passages.0.text', `categories.${english.categories[1].id}`]);

    const arabic = await shopEvent(name, '&lang=ar');
    expect(arabic.title).toBe('يقظة الربيع');
    expect(arabic.untranslated).toContain('description');
  });

  it('follows the visitor without `lang` (cookie, then Accept-Language), and is German for German or an unknown language', async () => {
    expect((await shopEvent(name, '', { cookie: 'lang=en' })).title).toBe('Spring Awakening – The Musical');
    expect((await shopEvent(name, '', { 'accept-language': 'en-GB,en;q=0.8' })).title).toBe('Spring Awakening – The Musical');
    const german = await shopEvent(name);
    expect(german.title).toBe('Frühlingserwachen – Das Musical');
    expect(german.untranslated).toBeUndefined();
    expect(german.language).toBeUndefined();
    expect((await shopEvent(name, '&lang=xx')).title).toBe('Frühlingserwachen – Das Musical');
    // Turkish has only a category name: everything else stays German, marked as such.
    const turkish = await shopEvent(name, '&lang=tr');
    expect(turkish.title).toBe('Frühlingserwachen – Das Musical');
    expect(turkish.categories[0].name).toBe('Yetişkin');
    expect(turkish.untranslated).toContain('title');
  });

  it('the list answers in the language too', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php?lang=en' })).json().events;
    expect(list.find((event: { name: string }) => event.name === name).title).toBe('Spring Awakening – The Musical');
  });

  it('keeps the stored translations when a save leaves them out', async () => {
    const event = await getEvent(t, admin, id);
    const body = editBody(event);
    expect((await saveEvent(t, admin, { ...body, description: 'Neu beschrieben.' })).statusCode).toBe(200);
    const again = await getEvent(t, admin, id);
    expect(again.translations?.en?.title).toBe('Spring Awakening – The Musical');
    expect(again.categories[0].translations).toEqual({ en: { name: 'Adults' }, tr: { name: 'Yetişkin' } });
  });

  it('refuses a language the shop does not offer with a German 400, and German as a translation', async () => {
    const body = editBody(await getEvent(t, admin, id));
    for (const [translations, text] of [
      [{ fr: { title: 'Éveil du printemps' } }, /Die Sprache „fr“ bietet der Shop nicht an/],
      [{ de: { title: 'Frühlingserwachen' } }, /Deutsch ist der Grundtext/],
    ] as const) {
      const refused = await saveEvent(t, admin, { ...body, translations });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'LANGUAGE_NOT_OFFERED', message: expect.stringMatching(text) });
    }
    const category = await saveEvent(t, admin, { ...body, categories: body.categories.map((c) => ({ ...c, translations: { ru: { name: 'Взрослые' } } })) });
    expect(category.statusCode).toBe(400);
    expect(category.json().code).toBe('LANGUAGE_NOT_OFFERED');
    expect((await getEvent(t, admin, id)).translations?.en?.title).toBe('Spring Awakening – The Musical');
  });
});

describe('legal pages per language', () => {
  const sections = [
    { name: 'Impressum', id: 'impressum', html: '<p>Förderverein</p>' },
    { name: 'Haftung', id: 'haftung', html: '<p>Keine Gewähr.</p>' },
  ];

  it('saves a translation of title and sections, cleans its HTML, and shows it to the visitor in that language', async () => {
    const saved = await post('/api/pages/save.php', {
      name: 'impressum',
      title: 'Impressum',
      sections,
      translations: {
        en: {
          title: 'Legal notice',
          sections: { impressum: { name: 'Legal notice', html: '<p>Parents’ association<script>alert(1)</script></p>' }, gone: { name: 'x' } },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().page.translations).toEqual({
      en: { title: 'Legal notice', sections: { impressum: { name: 'Legal notice', html: '<p>Parents’ association</p>' } } },
    });

    const english = (await t.app.inject({ method: 'GET', url: '/api/pages/get.php?name=impressum&lang=en' })).json().page;
    expect(english.title).toBe('Legal notice');
    expect(english.sections).toEqual([
      { id: 'impressum', name: 'Legal notice', html: '<p>Parents’ association</p>' },
      { id: 'haftung', name: 'Haftung', html: '<p>Keine Gewähr.</p>' },
    ]);
    expect(english.untranslated).toEqual(['sections.haftung.name', 'sections.haftung.html']);
    const german = (await t.app.inject({ method: 'GET', url: '/api/pages/get.php?name=impressum' })).json().page;
    expect(german.title).toBe('Impressum');
    expect(german.untranslated).toBeUndefined();
  });

  it('refuses a language the shop does not offer', async () => {
    const refused = await post('/api/pages/save.php', { name: 'impressum', title: 'Impressum', sections, translations: { es: { title: 'Aviso legal' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LANGUAGE_NOT_OFFERED', message: expect.stringContaining('„es“') });
  });
});

describe('mail templates per language', () => {
  it('an order in English gets the school’s English template instead of the catalog text', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/mail/templates/list.php', headers: bearer(admin) })).json().templates as Array<{
      id: number;
      purpose: string;
      status: string;
      event_id: number | null;
    }>;
    const active = list.filter((row) => row.purpose === 'order_confirmation' && row.status === 'active');
    const template = active.find((row) => row.event_id === show.eventId) ?? active.find((row) => row.event_id === null);
    const full = (await t.app.inject({ method: 'GET', url: `/api/mail/templates/get.php?id=${template?.id}`, headers: bearer(admin) })).json().template;
    const saved = await post('/api/mail/templates/save.php', {
      id: full.id,
      name: full.name,
      subject: full.subject,
      content: full.content,
      purpose: full.purpose,
      status: full.status,
      event_id: full.event_id,
      translations: {
        en: { subject: 'Our school thanks you, {vorname} ({bestellnummer})', content: '<p>Dear {vorname}, the drama club says thank you.</p>{positionen}' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().template.translations.en.subject).toBe('Our school thanks you, {vorname} ({bestellnummer})');

    const orderIn = async (lang: string) => {
      const created = await create(t.app, [line(show, show.adults, 1)], {}, { cookie: `lang=${lang}` });
      expect(created.statusCode, created.body).toBe(200);
      await approve(t.app, created.json().id);
      const captured = await capture(t.app, created.json().id, created.json().checkout_secret);
      expect(captured.statusCode, captured.body).toBe(200);
      return orderMailRenderer(t.app.ctx)(captured.json().order_id, 'order_confirmation', 'kunde@example.org');
    };
    const english = await orderIn('en');
    expect(english.subject).toMatch(/^Our school thanks you, Mia \(\d+\)$/);
    expect(english.text).toContain('Dear Mia, the drama club says thank you.');
    // Turkish has no translation of the template: the catalog's Turkish text.
    const turkish = await orderIn('tr');
    expect(turkish.subject).not.toContain('Our school');
    expect(turkish.text).not.toContain('drama club');

    const refused = await post('/api/mail/templates/save.php', { ...saved.json().template, translations: { xx: { subject: 'x' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('LANGUAGE_NOT_OFFERED');
  });
});

describe('missingSchoolTexts', () => {
  it('counts per language the texts without a translation, and names them', async () => {
    const id = await createEvent(t, admin, { passages: [], facts: { recommendedAge: '', duration: '', notes: '' } });
    const event = await getEvent(t, admin, id);
    const before = await missingSchoolTexts(t.db);
    const ofEvent = (language: 'en' | 'tr', from = before) =>
      from[language].texts.filter((text) => text.kind === 'event' && text.ref === id).map((text) => text.key);
    // Title, description and the two categories; no passages, facts or preview text to translate.
    expect(ofEvent('en')).toEqual(['title', 'description', `categories.${event.categories[0].id}`, `categories.${event.categories[1].id}`]);

    const body = editBody(event);
    await saveEvent(t, admin, {
      ...body,
      translations: { en: { title: 'Spring Awakening' } },
      categories: body.categories.map((category) => ({ ...category, translations: { en: { name: `${category.name} (en)` } } })),
    });
    const after = await missingSchoolTexts(t.db);
    expect(ofEvent('en', after)).toEqual(['description']);
    expect(ofEvent('tr', after)).toHaveLength(4);
    expect(after.en.count).toBe(before.en.count - 3);
    expect(after.en.count).toBe(after.en.texts.length);
    expect(Object.keys(after).sort()).toEqual(['ar', 'en', 'tr', 'uk']);
    expect(after.en.texts.some((text) => text.kind === 'mail_template')).toBe(true);
    expect(after.en.texts.some((text) => text.kind === 'site_page')).toBe(true);
  });
});

describe('the cast’s roles and the venue per language', () => {
  it('are listed as missing, stored cleaned, and delivered with the German rest named', async () => {
    const id = await createEvent(t, admin, { passages: [], facts: { recommendedAge: '', duration: '', notes: '' } });
    await t.db
      .updateTable('events')
      .set({
        cast_members: JSON.stringify([
          { name: 'Lea Hoffmann', role: 'Hermia' },
          { name: 'Mila Schulz', role: 'Puck, ein Kobold' },
        ]),
      })
      .where('id', '=', id)
      .execute();
    const event = await getEvent(t, admin, id);
    expect(event.cast).toEqual([
      { name: 'Lea Hoffmann', role: 'Hermia' },
      { name: 'Mila Schulz', role: 'Puck, ein Kobold' },
    ]);
    const venue = { name: 'Aula am Stadtpark', address: 'Parkstraße 12, 45127 Essen', parkingNote: 'Parken an der Parkstraße.', mapUrl: '', country: '' };
    const body = { ...editBody(event), venue };
    expect((await saveEvent(t, admin, body)).statusCode).toBe(200);
    const keys = async (language: 'en' | 'ar') =>
      (await missingSchoolTexts(t.db))[language].texts.filter((text) => text.kind === 'event' && text.ref === id).map((text) => text.key);
    // The roles and the venue's name and directions; the names and the address are not the language's.
    expect(await keys('en')).toEqual(expect.arrayContaining(['cast.0.role', 'cast.1.role', 'location.name', 'location.parkingNote']));
    expect((await keys('en')).filter((key) => key.startsWith('cast.') || key.startsWith('location.'))).toHaveLength(4);

    const saved = await saveEvent(t, admin, {
      ...body,
      translations: { en: { cast: [{ role: '' }, { role: ' Puck, a sprite ' }], venue: { name: 'School hall by the park', parkingNote: ' ' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getEvent(t, admin, id)).translations?.en).toEqual({
      cast: [{ role: '' }, { role: 'Puck, a sprite' }],
      venue: { name: 'School hall by the park' },
    });
    expect(await keys('en')).toEqual(expect.arrayContaining(['cast.0.role', 'location.parkingNote']));
    expect(await keys('en')).not.toContain('cast.1.role');
    expect(await keys('en')).not.toContain('location.name');

    const english = await shopEvent(event.name, '&lang=en');
    expect(english.cast).toEqual([
      { name: 'Lea Hoffmann', role: 'Hermia' },
      { name: 'Mila Schulz', role: 'Puck, a sprite' },
    ]);
    expect(english.location).toMatchObject({
      name: 'School hall by the park',
      address: 'Parkstraße 12, 45127 Essen',
      parkingNote: 'Parken an der Parkstraße.',
    });
    expect(english.untranslated).toEqual(expect.arrayContaining(['cast.0.role', 'location.parkingNote']));
    expect(english.untranslated).not.toContain('location.name');
    const german = await shopEvent(event.name);
    expect(german.cast[1].role).toBe('Puck, ein Kobold');
    expect(german.location.name).toBe('Aula am Stadtpark');
  });
});
