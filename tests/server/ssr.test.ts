import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceChange } from '../../src/server/db/change-feed';
import { writeSettings } from '../../src/server/modules/configuration/configuration.repository';
import { builtStyles, fillTemplate } from '../../src/server/http/ssr-renderer';
import { editBody } from '../helpers/event-edit';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The client's source entry stands in for the built one (dist/server/entry-server.js): same code, no build.
const ssrEntry = () => import('../../src/client/entry-server');
const template = `<!doctype html><html lang="de"><head><title>Musical-Tickets</title><link rel="stylesheet" crossorigin href="/assets/index-C1.css"></head><body><div id="root"><div class="loading-screen" role="status"><p>Lade Seite...</p></div></div></body></html>`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ssr-'));
/** Vite's build manifest as `build.manifest` writes it: source path below src/client → built chunk and its imports. */
const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  'app/start-app.tsx': { file: 'assets/start-app-S1.js', isDynamicEntry: true, imports: ['index.html', '_react-R1.js', '_router-T1.js'] },
  '_router-T1.js': { file: 'assets/router-T1.js', imports: ['_react-R1.js'] },
  'app/shop/EventPage.tsx': {
    file: 'assets/EventPage-P1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_EventView-V1.js'],
    css: ['assets/EventPage-C1.css'],
  },
  '_EventView-V1.js': { file: 'assets/EventView-V1.js', imports: ['_router-T1.js'] },
  'app/shop/ImprintPage.tsx': { file: 'assets/ImprintPage-I1.js', isDynamicEntry: true, imports: ['index.html'] },
};
let t: TestApp;
/** Log lines at warning level or above (pino: 40 warn, 50 error). */
const problems: string[] = [];

beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), template);
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'index-C1.css'), '.shop{color:#123}');
  fs.writeFileSync(path.join(root, 'assets', 'EventPage-C1.css'), '.event-hero{margin:0}');
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ clientDir: root, ssrEntry, onLog: (line) => JSON.parse(line).level >= 40 && problems.push(line) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const routerData = (html: string) => /<script type="application\/json" id="router-data">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('server-rendered event page', () => {
  it('answers /event/musical with the page: title, heading, the poster preloaded and marked as largest paint', async () => {
    const response = await get('/event/musical');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Zeitsprung – Das Schulmusical - Musical-Tickets</title>');
    expect(html).toMatch(/<h1[^>]*>Zeitsprung – Das Schulmusical<\/h1>/);
    const poster = /<img[^>]*alt="Plakat: Zeitsprung – Das Schulmusical"[^>]*>/.exec(html)?.[0] ?? '';
    // HTML attribute names are case-insensitive; React writes this one as fetchPriority.
    expect(poster).toMatch(/ fetchpriority="high"/i);
    expect(poster).toContain('loading="eager"');
    const src = /src="([^"]+)"/.exec(poster)?.[1];
    expect(src).toMatch(/^\/api\/files\/download\.php\?id=\d+$/);
    expect(html).toContain(`<link rel="preload" as="image" href="${src?.replace(/&/g, '&amp;')}" fetchpriority="high">`);
    expect(html.match(/<link rel="preload"[^>]*>/g)).toHaveLength(1);
    expect(html).not.toContain('Lade Seite...');
  });

  it('loads the page code when the server starts listening, so the first visitor after a start does not wait for it', async () => {
    let loads = 0;
    const fresh = await createTestApp({
      clientDir: root,
      ssrEntry: () => {
        loads++;
        return ssrEntry();
      },
    });
    try {
      expect(loads).toBe(0);
      await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      expect(loads).toBe(1);
      expect((await fresh.app.inject({ method: 'GET', url: '/event/musical' })).statusCode).toBe(200);
      expect(loads).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('answers a page once: the shell is not sent after it', async () => {
    problems.length = 0;
    expect((await get('/event/musical')).statusCode).toBe(200);
    // Sending the shell as well failed only after the page had gone out, as a warning in the log.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(problems).toEqual([]);
  });

  it("names the hydration code and the route's chunks, for the page to fetch together once it has painted", async () => {
    const html = (await get('/event/musical')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // Not fetched from the head: on a slow line they would compete with the poster for the first paint.
    expect(head).not.toContain('modulepreload');
    const listed = JSON.parse(/<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');
    // The app's own chunk first: the page imports it and starts it.
    expect(listed[0]).toBe('/assets/start-app-S1.js');
    expect(listed.sort()).toEqual(['/assets/EventPage-P1.js', '/assets/EventView-V1.js', '/assets/router-T1.js', '/assets/start-app-S1.js']);
    // The route's own styles come with the page, not after hydration.
    expect(head).toContain('<style>.event-hero{margin:0}</style>');
  });

  it('puts the stylesheets into the page, so the poster is the first file a phone asks for after it', async () => {
    const html = (await get('/event/musical')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.shop{color:#123}</style>');
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const requests = [...head.matchAll(/<(?:link|script)\b[^>]*>/g)].map((tag) => tag[0]);
    expect(requests[0]).toMatch(/^<link rel="preload" as="image"/);
  });

  it('sends the rendered page compressed to a browser that accepts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/event/musical', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<h1');
    expect(response.rawPayload.byteLength).toBeLessThan(Buffer.byteLength((await get('/event/musical')).body) / 2);
  });

  it('carries the router data as JSON that runs nothing and parses back to the event', async () => {
    const html = (await get('/event/musical')).body;
    const json = routerData(html);
    expect(json).toBeDefined();
    const data = JSON.parse(json ?? 'null');
    const event = Object.values(data.loaderData as Record<string, { status?: string; data?: { name: string } } | null>).find(
      (entry) => entry?.status === 'ready',
    );
    expect(event?.data?.name).toBe('musical');
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>[^<]/);
  });

  it('escapes "<" in the JSON, so an event text cannot end the data element', async () => {
    const hostile = 'Zeitsprung </script><script>alert(1)</script>';
    await t.db.updateTable('events').set({ description: hostile }).where('name', '=', 'musical').execute();
    await announceChange(t.db, 'catalog');
    const html = (await get('/event/musical')).body;
    const json = routerData(html) ?? '';
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.stringify(JSON.parse(json))).toContain(hostile.replace(/"/g, '\\"'));
    expect(html).toContain('Zeitsprung &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("paints the page in the shop's configured colours from the start", async () => {
    await writeSettings(t.db, { color_primary: '#123456' }, new Date());
    const html = (await get('/event/musical')).body;
    expect(html).toMatch(/<div class="shop" style="[^"]*--shop-primary:#123456/);
  });

  it('offers "Kalender abonnieren" under the dates while the public calendar is on, in the rendered HTML', async () => {
    const link = /<a href="\/api\/events\/calendar.ics" type="text\/calendar">Kalender abonnieren<\/a>/;
    expect((await get('/event/musical')).body).toMatch(link);
    await writeSettings(t.db, { public_event_calendar: false }, new Date());
    expect((await get('/event/musical')).body).not.toMatch(link);
    await writeSettings(t.db, { public_event_calendar: true }, new Date());
    expect((await get('/event/musical')).body).toMatch(link);
  });

  it('answers an unknown event with 404 and the German not-found text', async () => {
    const response = await get('/event/gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Event nicht gefunden');
    expect(response.body).toContain('Das angeforderte Event existiert nicht.');
    expect(response.body).toContain('<title>Event nicht gefunden - Musical-Tickets</title>');
  });
});

describe('odd page addresses (issue 29)', () => {
  it.each([
    ['a NUL in the name', '/event/musical%00'],
    ['an 8,000-character name', `/event/${'a'.repeat(8000)}`],
    ['a line break in the name', '/event/musical%0A'],
    ['a lone direction mark', '/event/%E2%80%AE'],
  ])('answers %s with 400 or 404, never 500', async (_label, url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('rendered pages kept for a moment', () => {
  it('renders an address once while nothing changes and again after a second, answering from the kept page meanwhile; an admin write shows at once', async () => {
    let renders = 0;
    const counted = await createTestApp({
      clientDir: root,
      ssrEntry: async () => {
        const entry = await ssrEntry();
        const render: typeof entry.render = (...args) => {
          renders++;
          return entry.render(...args);
        };
        return { ...entry, render };
      },
    });
    try {
      const page = (encoding = 'identity') => counted.app.inject({ method: 'GET', url: '/event/musical', headers: { 'accept-encoding': encoding } });
      // The page code loads with the first page (a second or more here); a page is kept a second from its start.
      await counted.app.inject({ method: 'GET', url: '/faq' });
      renders = 0;
      const first = await page();
      expect((await page()).body).toBe(first.body);
      const compressed = await page('gzip, br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
      expect(renders).toBe(1);
      // The figures of free places may be a second old, as info.php's are during a rush: past it the kept page
      // still answers while the address renders again, and the next reader gets the new render.
      counted.clock.advance(1_000);
      expect((await page()).body).toBe(first.body);
      await vi.waitFor(() => expect(renders).toBe(2));
      // Beyond the stale allowance nobody is answered from the old page: the reader waits for a new render.
      counted.clock.advance(3_000);
      await page();
      expect(renders).toBe(3);
      await counted.db.updateTable('events').set({ title: 'Zeitsprung – Zusatzvorstellung' }).where('name', '=', 'musical').execute();
      await announceChange(counted.db, 'catalog');
      expect((await page()).body).toContain('<h1>Zeitsprung – Zusatzvorstellung</h1>');
      expect(renders).toBe(4);
      // What the browser renders is asked again each time: a ticket link is a secret, not a key to keep.
      for (let n = 0; n < 2; n++) await counted.app.inject({ method: 'GET', url: '/tickets/tok_aaaaaaaaaaaaaaaaaaaaaaaa' });
      expect(renders).toBe(6);
    } finally {
      await counted.close();
    }
  });

  it('makes an unchanged page once: the same data, texts and address give the same page, changed data a new one', async () => {
    const { render } = await ssrEntry();
    // The API's answers as they are, or with the event's title changed as an admin would change it.
    let title = 'Zeitsprung – Das Schulmusical';
    const services = {
      apiGet: async (apiPath: string, query?: Record<string, string>) => {
        const answer = await t.app.inject({ method: 'GET', url: `/api/${apiPath}`, query });
        return { status: answer.statusCode, body: JSON.parse(answer.body.replaceAll('Zeitsprung – Das Schulmusical', title)) };
      },
      sanitizePageHtml: async (html: string) => html,
    };
    const first = await render('http://localhost/event/musical', services, 'en');
    expect(first?.kind).toBe('page');
    expect(await render('http://localhost/event/musical', services, 'en')).toBe(first);
    title = 'Zeitsprung – Zusatzvorstellung';
    const changed = await render('http://localhost/event/musical', services, 'en');
    expect(changed).not.toBe(first);
    expect(changed?.kind === 'page' && changed.html).toContain('Zeitsprung – Zusatzvorstellung');
  });

  it('keys kept pages on what they read: query strings render nothing new, and unknown addresses push no hot page out (issue 29)', async () => {
    let renders = 0;
    const counted = await createTestApp({
      clientDir: root,
      ssrEntry: async () => {
        const entry = await ssrEntry();
        const render: typeof entry.render = (...args) => {
          renders++;
          return entry.render(...args);
        };
        return { ...entry, render };
      },
    });
    try {
      const get = (url: string) => counted.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      await get('/faq');
      renders = 0;
      const started = Date.now();
      const first = await get('/event/musical');
      for (let n = 0; n < 300; n++) expect((await get(`/event/musical?utm_source=${n}&x=${'y'.repeat(n % 7)}`)).statusCode).toBe(200);
      expect((await get('/event/musical?fbclid=1')).body).toBe(first.body);
      // One render per second the loop took at most (a kept page lives a second), not one per address.
      expect(renders).toBeLessThanOrEqual(1 + Math.ceil((Date.now() - started) / 1000));
      // A made-up event name is rendered each time and never kept, so a flood of them pushes no hot page out.
      renders = 0;
      for (let n = 0; n < 2; n++) expect((await get('/event/unbekannt-1')).statusCode).toBe(404);
      expect(renders).toBe(2);
    } finally {
      await counted.close();
    }
  }, 120_000);

  it('shows a changed imprint on the next visit: saving a page is announced like any admin write', async () => {
    const token = await t.login();
    const page = await t.db.selectFrom('site_pages').selectAll().where('name', '=', 'impressum').executeTakeFirstOrThrow();
    const sections = [{ ...page.sections[0], html: '<p>Schulverein Zeitsprung</p>' }, ...page.sections.slice(1)];
    expect((await get('/impressum')).body).not.toContain('Schulverein Zeitsprung');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/pages/save.php',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'impressum', title: page.title, sections },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/impressum')).body).toContain('<p>Schulverein Zeitsprung</p>');
  });
});

describe('server-rendered /events', () => {
  it('redirects to the only visible event with a 302', async () => {
    const response = await get('/events');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/event/musical');
  });

  it('lists the events when more than one is visible', async () => {
    const musical = await t.db.selectFrom('events').selectAll().where('name', '=', 'musical').executeTakeFirstOrThrow();
    const columns = sql.join(
      Object.keys(musical)
        .filter((column) => !['id', 'name', 'title'].includes(column))
        .map((column) => sql.ref(column)),
    );
    await sql`INSERT INTO events (name, title, ${columns}) SELECT 'zweites', 'Das zweite Stück', ${columns} FROM events WHERE name = 'musical'`.execute(t.db);
    await announceChange(t.db, 'catalog');
    const response = await get('/events');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Aktuelle Events - Musical-Tickets</title>');
    expect(response.body).toContain('Das zweite Stück');
    // "Öffentlicher Veranstaltungskalender" is on by default: the link is in the rendered page, not added after hydration.
    expect(response.body).toMatch(/<a href="\/api\/events\/calendar.ics" type="text\/calendar">Kalender abonnieren<\/a>/);
    await t.db.deleteFrom('events').where('name', '=', 'zweites').execute();
    await announceChange(t.db, 'catalog');
  });
});

describe('server-rendered legal pages and FAQ', () => {
  it('names the imprint page code with the hydration code', async () => {
    const html = (await get('/impressum')).body;
    const listed = JSON.parse(/<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');
    expect(listed.sort()).toEqual(['/assets/ImprintPage-I1.js', '/assets/router-T1.js', '/assets/start-app-S1.js']);
  });

  it('renders the imprint with its sanitised HTML', async () => {
    const page = await t.db.selectFrom('site_pages').selectAll().where('name', '=', 'impressum').executeTakeFirstOrThrow();
    const sections = [{ ...page.sections[0], html: '<p>Schule am Stadtpark</p><img src="x" onerror="alert(1)">' }, ...page.sections.slice(1)];
    await t.db
      .updateTable('site_pages')
      .set({ sections: JSON.stringify(sections) })
      .where('name', '=', 'impressum')
      .execute();
    await announceChange(t.db, 'configuration');
    const response = await get('/impressum');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${page.title} - Musical-Tickets</title>`);
    expect(response.body).toContain('<p>Schule am Stadtpark</p>');
    expect(response.body).not.toContain('onerror');
  });

  it("keeps stored HTML from standing in for the page's own data: ids in page sections are dropped (issue 29)", async () => {
    const attack = '<p id="router-data">{"loaderData":{}}</p><p id="page-code">["/api/payments/test/sdk.js"]</p><a name="page-code">x</a>';
    const admin = await t.login();
    const page = await t.db.selectFrom('site_pages').selectAll().where('name', '=', 'agb').executeTakeFirstOrThrow();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/pages/save.php',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'agb', title: page.title, sections: [{ ...page.sections[0], html: attack }, ...page.sections.slice(1)] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().page.sections[0].html).toBe('<p>{"loaderData":{}}</p><p>["/api/payments/test/sdk.js"]</p><a>x</a>');
    // A section stored before the rule (straight into the table) is cleaned again when the page renders.
    await t.db
      .updateTable('site_pages')
      .set({ sections: JSON.stringify([{ ...page.sections[0], html: attack }, ...page.sections.slice(1)]) })
      .where('name', '=', 'agb')
      .execute();
    await announceChange(t.db, 'configuration');
    const html = (await get('/agb')).body;
    expect(html.match(/id="router-data"/g)).toHaveLength(1);
    expect(html.match(/id="page-code"/g)).toHaveLength(1);
    expect(html).not.toContain('name="page-code"');
    expect(html).toContain('<p>["/api/payments/test/sdk.js"]</p>');
    await t.db
      .updateTable('site_pages')
      .set({ sections: JSON.stringify(page.sections) })
      .where('name', '=', 'agb')
      .execute();
    await announceChange(t.db, 'configuration');
  });

  it.each(['/datenschutz', '/agb', '/widerrufsbelehrung', '/faq'])('renders %s on the server', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(routerData(response.body)).toBeDefined();
    expect(response.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
});

describe('pages that stay rendered in the browser', () => {
  it.each(['/order/cart', '/order/checkout', '/admin', '/kiosk', '/tickets/tok_aaaaaaaaaaaaaaaaaaaaaaaa'])('%s gets the shell', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Lade Seite...');
    expect(routerData(response.body)).toBeUndefined();
  });
});

describe('the page around the rendered markup', () => {
  it('leaves a stylesheet a link where its text could not stand in the page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-styles-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'a.css'), '.a{background:url(./bild.png)}');
    fs.writeFileSync(path.join(dir, 'assets', 'b.css'), '.b{content:"</style><script>"}');
    fs.writeFileSync(path.join(dir, 'assets', 'c.css'), '.c{background:url(data:image/png;base64,AA==)}');
    fs.writeFileSync(path.join(os.tmpdir(), 'shop-styles-outside.css'), '.x{}');
    try {
      const styles = builtStyles(dir);
      expect(['/assets/a.css', '/assets/b.css', '/assets/c.css', '/../shop-styles-outside.css', '/assets/fehlt.css'].map(styles)).toEqual([
        undefined,
        undefined,
        '.c{background:url(data:image/png;base64,AA==)}',
        undefined,
        undefined,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(path.join(os.tmpdir(), 'shop-styles-outside.css'), { force: true });
    }
  });

  // As `vite build` writes index.html: the entry script and its stylesheet in the head.
  const built = `<!doctype html><html lang="de"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><link rel="icon" href="/favicon.svg" /><link rel="manifest" href="/manifest.webmanifest" /><title>Musical-Tickets</title><script type="module" crossorigin src="/assets/index-E1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-C1.css"></head><body><div id="root"></div></body></html>`;
  const page = {
    kind: 'page' as const,
    status: 200,
    html: '<main><h1>Zeitsprung</h1></main>',
    title: 'Zeitsprung',
    hydrationJson: '{}',
    pageModules: [],
    preloadImage: {
      href: '/api/files/image.php?id=9&w=1200&format=avif',
      imageSrcSet: '/api/files/image.php?id=9&w=480&format=avif 480w',
      imageSizes: '100vw',
      type: 'image/avif',
    },
  };

  it('asks for the poster before anything else the head names, so it gets the connection the page came on', () => {
    const html = fillTemplate(built, page);
    const head = html.slice(0, html.indexOf('</head>'));
    const requests = [...head.matchAll(/<(?:link|script)\b[^>]*>/g)].map((tag) => tag[0]);
    expect(requests[0]).toMatch(/^<link rel="preload" as="image" href="\/api\/files\/image\.php\?id=9&amp;w=1200&amp;format=avif"[^>]* fetchpriority="high">$/);
    expect(requests).toHaveLength(5);
    // The character set stays first in the head.
    expect(head.indexOf('<meta charset')).toBeLessThan(head.indexOf('<link'));
  });
});

describe('each event speaks for itself in the head (issue 32 item 1)', () => {
  const meta = (html: string, attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];

  it('gives the event page its own description and a link preview with an absolute poster address', async () => {
    await t.db.updateTable('events').set({ meta_description: 'Zeitsprung: das Musical der Klassen 5 bis 13' }).where('name', '=', 'musical').execute();
    await announceChange(t.db, 'catalog');
    const html = (await get('/event/musical')).body;
    expect(meta(html, 'property', 'og:title')).toBe('Zeitsprung – Das Schulmusical - Musical-Tickets');
    expect(meta(html, 'property', 'og:description')).toBe('Zeitsprung: das Musical der Klassen 5 bis 13');
    expect(meta(html, 'name', 'description')).toBe('Zeitsprung: das Musical der Klassen 5 bis 13');
    expect(meta(html, 'property', 'og:url')).toBe(`${t.config.publicUrl}/event/musical`);
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${t.config.publicUrl}/api/files/`));
  });

  it('keeps the shop’s description on pages without their own', async () => {
    const html = (await get('/faq')).body;
    expect(meta(html, 'property', 'og:title')).toBe('FAQ - Musical-Tickets');
    expect(meta(html, 'property', 'og:image')).toBeUndefined();
  });
});

describe('pages in the visitor language (issue 53)', () => {
  const inLanguage = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('renders in the Accept-Language among the offered ones, with <html lang dir>, and German for the rest', async () => {
    const turkish = (await inLanguage('/event/musical', { 'accept-language': 'tr-TR,tr;q=0.9' })).body;
    expect(turkish).toContain('<html lang="tr" dir="ltr">');
    expect(turkish).toContain('Hemen bilet alın');
    expect(turkish).toContain('<meta property="og:locale" content="tr_TR">');
    const french = (await inLanguage('/event/musical', { 'accept-language': 'fr-FR,fr' })).body;
    expect(french).toContain('<html lang="de" dir="ltr">');
    expect(french).toContain('Jetzt Tickets kaufen');
  });

  it('takes the cookie of the remembered choice over Accept-Language, and ?lang over both; an unknown lang is German', async () => {
    const arabic = (await inLanguage('/event/musical', { 'accept-language': 'tr', cookie: 'x=1; lang=ar' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('اشترِ التذاكر الآن');
    const english = (await inLanguage('/event/musical?lang=en', { cookie: 'lang=ar' })).body;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<title>Zeitsprung – Das Schulmusical - Musical-Tickets</title>');
    const unknown = await inLanguage('/event/musical?lang=klingon', { cookie: 'lang=ar' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<html lang="de" dir="ltr">');
    expect((await inLanguage('/event/musical', { cookie: 'lang=<x>' })).body).toContain('<html lang="de" dir="ltr">');
  });

  it('names the event page in the other languages with hreflang, and answers the events list in the language too', async () => {
    const html = (await inLanguage('/event/musical', { 'accept-language': 'uk' })).body;
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([a-z]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]);
    expect(alternates).toEqual(['de', 'en', 'tr', 'ar'].map((language) => [language, `${t.config.publicUrl}/event/musical?lang=${language}`]));
    expect((await inLanguage('/faq', { 'accept-language': 'uk' })).body).not.toContain('hreflang');
    expect((await inLanguage('/faq', { 'accept-language': 'en' })).body).toContain('<title>FAQ - Musical-Tickets</title>');
  });

  it('keeps each language of an address apart, and says so in Vary', async () => {
    const german = await inLanguage('/event/musical', {});
    expect(german.headers.vary).toMatch(/Accept-Language/);
    expect(german.headers.vary).toMatch(/Cookie/);
    expect((await inLanguage('/event/musical', { 'accept-language': 'en' })).body).toContain('Get tickets now');
    expect((await inLanguage('/event/musical', {})).body).toContain('Jetzt Tickets kaufen');
  });
});

describe("the school's texts in the page's language (issue 53 item 5)", () => {
  it('renders the event page with the English title where the school wrote one, and marks the German rest', async () => {
    const admin = await t.login();
    const headers = { authorization: `Bearer ${admin}` };
    const id = (await t.db.selectFrom('events').select('id').where('name', '=', 'musical').executeTakeFirstOrThrow()).id;
    const event = (await t.app.inject({ method: 'GET', url: `/api/events/get.php?id=${id}`, headers })).json().event;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/events/save.php',
      headers,
      payload: { ...editBody(event), translations: { en: { title: 'Time Leap – The School Musical' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const english = (await get('/event/musical?lang=en')).body;
    expect(english).toContain('<title>Time Leap – The School Musical - Musical-Tickets</title>');
    // The description has no English yet: German, and marked so.
    expect(english).toContain('<h1>Time Leap – The School Musical</h1><p lang="de" dir="ltr">');
    const arabic = (await get('/event/musical?lang=ar')).body;
    expect(arabic).toMatch(/<h1 lang="de" dir="ltr">Zeitsprung/);
    expect((await get('/event/musical')).body).toMatch(/<h1>Zeitsprung/);
  });
});

describe("the cast's roles and the venue in the page's language (issue 53 item 5)", () => {
  it('renders the English roles and venue name the school wrote, and marks the German rest lang="de"', async () => {
    const admin = await t.login();
    const headers = { authorization: `Bearer ${admin}` };
    const id = (await t.db.selectFrom('events').select('id').where('name', '=', 'musical').executeTakeFirstOrThrow()).id;
    const event = (await t.app.inject({ method: 'GET', url: `/api/events/get.php?id=${id}`, headers })).json().event;
    expect(event.cast.map((member: { role: string }) => member.role)).toContain('Ben, Erfinder wider Willen');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/events/save.php',
      headers,
      payload: {
        ...editBody(event),
        translations: { en: { cast: [{ role: ' Mia, class representative ' }], venue: { name: 'School hall of the comprehensive school by the city park' } } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const english = (await get('/event/musical?lang=en')).body;
    expect(english).toContain('<span>Mia, class representative</span>');
    expect(english).toContain('<span lang="de" dir="ltr">Ben, Erfinder wider Willen</span>');
    expect(english).toContain('<strong>School hall of the comprehensive school by the city park</strong>');
    expect(english).toMatch(/<p lang="de" dir="ltr">Parkplätze gibt es/);
    const german = (await get('/event/musical')).body;
    expect(german).toContain('<span>Mia, Klassensprecherin</span>');
    expect(german).toContain('<strong>Aula der Gesamtschule am Stadtpark</strong>');
  });
});

describe('the shell in the visitor language (issue 53)', () => {
  const shell = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('sets <html lang dir> of the shell for pages the browser renders, so its loading line is theirs', async () => {
    const arabic = await shell('/order/cart', { cookie: 'lang=ar', 'accept-encoding': 'gzip' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['content-encoding']).toBe('gzip');
    expect(arabic.headers.vary).toMatch(/Accept-Language/);
    const html = zlib.gunzipSync(arabic.rawPayload).toString('utf8');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div class="loading-screen" role="status">');
    expect((await shell('/order/checkout?lang=en', {})).body).toContain('<html lang="en" dir="ltr">');
    expect((await shell('/order/cart', { 'accept-language': 'fr' })).body).toContain('<html lang="de" dir="ltr">');
  });

  it('leaves the back office and the kiosk German', async () => {
    for (const url of ['/admin', '/kiosk']) {
      const body = (await shell(url, { cookie: 'lang=ar' })).body;
      expect(body, url).toContain('<html lang="de">');
      expect(body, url).toContain('Lade Seite...');
    }
  });
});
