import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HYDRATION_DATA_ID, HYDRATION_MODULE, PAGE_CODE_ID, SHOP_TEXTS_ID, type SsrEntry, type SsrResult, type SsrServices } from '../../shared/api/ssr.js';
import { PAGE_HTML_POLICY } from '../../shared/domain/html-policy.js';
import { directionOf, type Language, LANGUAGE_COOKIE, LANGUAGE_QUERY, languageOrDefault, localeOf } from '../../shared/i18n/languages.js';
import { cookieValue, requestLanguage } from '../../shared/i18n/negotiate.js';
import { FULL_OFFER, type LanguageOffer, NO_SHOP_TEXTS } from '../../shared/i18n/offer.js';
import { languageOffer, shopTexts } from '../modules/localization/index.js';
import { cachedByKey } from '../db/cached.js';
import { type PageChunks, pageChunks, readBuildManifest } from './build-manifest.js';
import { chosenEncoding } from './content-encoding.js';
import { lastGoodPages, type RenderedPage } from './last-good-pages.js';
import { sanitizeHtml } from './sanitize-html.js';

/** `vite build --ssr` writes the entry beside the client build: dist/server/entry-server.js. */
export const ssrEntryFile = (clientDir: string) => path.resolve(clientDir, '../server/entry-server.js');

/**
 * The built entry, if there is one at least as new as the client build: an older one (only `vite build`
 * run since) would render other markup than the browser's code hydrates, so the shell serves instead.
 */
export function builtSsrEntry(clientDir: string, log?: (line: string) => void): (() => Promise<SsrEntry>) | undefined {
  const file = ssrEntryFile(clientDir);
  if (!fs.existsSync(file)) return undefined;
  if (fs.statSync(file).mtimeMs < fs.statSync(path.join(clientDir, 'index.html')).mtimeMs) {
    log?.('dist/server is older than the client build (run `npm run build`); pages render in the browser');
    return undefined;
  }
  return async () => (await import(pathToFileURL(file).href)) as SsrEntry;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A built stylesheet's text by its address, or undefined to leave it a link. */
export type StyleSource = (href: string) => string | undefined;

/**
 * The build's stylesheets as text, to stand in the rendered page's head: on a phone's slow line a
 * stylesheet link is one more request before the first paint, and the one that took the connection the page
 * came on, so the poster waited for a new one. About 3 KB compressed; the CSP allows inline styles.
 * A stylesheet that could end its style element, or names files relative to itself, stays a link.
 */
export function builtStyles(clientDir: string): StyleSource {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!read.has(href)) {
      const file = path.join(clientDir, path.normalize(href));
      const css = file.startsWith(clientDir) && href.endsWith('.css') && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      // Relative url()s would resolve against the page's address instead of the stylesheet's.
      const movable = css !== undefined && !/<\/style/i.test(css) && !/url\(\s*['"]?(?!data:|\/|https?:)/i.test(css);
      read.set(href, movable ? css : undefined);
    }
    return read.get(href);
  };
}

/**
 * The built index.html with the rendered page, its title, the preloaded image, the router's data and the
 * list of chunks that hydrate it, the stylesheets inline where `styles` has them. The chunks are not preloaded
 * from the head: on a phone's slow line they would share it with the poster; main.tsx fetches them together
 * once the page has painted.
 */
export function fillTemplate(
  template: string,
  page: Extract<SsrResult, { kind: 'page' }>,
  chunks: PageChunks = { scripts: [], stylesheets: [] },
  styles: StyleSource = () => undefined,
  site: PageSite = { publicUrl: '', apiBase: '/api/', path: '/' },
): string {
  const rootStart = template.indexOf('<div id="root">') + '<div id="root">'.length;
  const rootEnd = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (rootStart < '<div id="root">'.length || rootEnd < rootStart) throw new Error('index.html has no <div id="root">');
  const image = page.preloadImage;
  const preload = image
    ? `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${image.imageSrcSet ? ` imagesrcset="${escapeHtml(image.imageSrcSet)}"` : ''}${image.imageSizes ? ` imagesizes="${escapeHtml(image.imageSizes)}"` : ''}${image.type ? ` type="${escapeHtml(image.type)}"` : ''} fetchpriority="high">`
    : '';
  const stylesheet = (href: string) => {
    const css = styles(href);
    return css === undefined ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">` : `<style>${css}</style>`;
  };
  const links = chunks.stylesheets
    .filter((href) => !template.includes(href))
    .map(stylesheet)
    .join('');
  const code = `<script type="application/json" id="${PAGE_CODE_ID}">${JSON.stringify(chunks.scripts).replace(/</g, '\\u003c')}</script>`;
  // type="application/json" is data, not script: the CSP (script-src 'self') lets it stand, nothing runs it.
  const data = `<script type="application/json" id="${HYDRATION_DATA_ID}">${page.hydrationJson}</script>`;
  const texts = page.textsJson ? `<script type="application/json" id="${SHOP_TEXTS_ID}">${page.textsJson}</script>` : '';
  const language = page.language ?? 'de';
  const titled = template
    .slice(0, rootStart)
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" dir="${directionOf(language)}"`)
    .replace(SHOP_DESCRIPTION, '')
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href: string) => stylesheet(href))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>${previewTags(template, page, site)}`)
    .replace('</head>', `${links}</head>`);
  // The poster is the page's largest paint: asked for first, it gets the connection the page came on (its
  // congestion window already open) instead of a new one behind the entry script and the icons.
  const firstRequest = titled.search(/<(link|script)\b/);
  const head = firstRequest < 0 ? titled.replace('</head>', `${preload}</head>`) : `${titled.slice(0, firstRequest)}${preload}${titled.slice(firstRequest)}`;
  return `${head}${page.html}</div>${data}${texts}${code}${template.slice(rootEnd + '</div>'.length)}`;
}

/**
 * The query parameters a server-rendered page reads: none (its loaders read the path only; a loader that
 * comes to read one lists it here). Every other parameter (utm_source, fbclid, made-up ones) is dropped before
 * the page is rendered and kept, so each distinct query string costs no render and no place (issue 29).
 */
const PAGE_QUERY_PARAMS: readonly string[] = [];

/** The address a page is rendered and kept under: its path and the parameters it reads, in a fixed order. */
export function pageKey(url: string): string {
  const parsed = new URL(`http://localhost${url}`);
  const read = new URLSearchParams(PAGE_QUERY_PARAMS.flatMap((name) => parsed.searchParams.getAll(name).map((value) => [name, value])));
  const query = read.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Where a rendered page lives: link previews need absolute addresses (PUBLIC_URL). */
export interface PageSite {
  publicUrl: string;
  apiBase: string;
  /** The page's path and query. */
  path: string;
}

const SHOP_DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;

/**
 * The page's own description in place of the shop's, and Open Graph tags, so a link shared in a class chat
 * shows the event's title, text and poster (issue 32 item 1). Pages without their own keep the shop's text.
 */
function previewTags(template: string, page: Extract<SsrResult, { kind: 'page' }>, site: PageSite): string {
  // The shop's text is already escaped in index.html.
  const description = page.meta?.description ?? unescapeHtml(SHOP_DESCRIPTION.exec(template)?.[1] ?? '');
  const absolute = (address: string) => (/^https?:/.test(address) || !site.publicUrl ? address : `${site.publicUrl}${address}`);
  const tags: Array<[string, string]> = [
    ['og:type', page.meta?.imagePath ? 'article' : 'website'],
    ['og:site_name', 'Musical-Tickets'],
    ['og:locale', ogLocale(page.language ?? 'de')],
    ['og:title', page.title],
    ['og:description', description],
    ['og:url', absolute(site.path)],
  ];
  if (page.meta?.imagePath) tags.push(['og:image', absolute(`${site.apiBase}${page.meta.imagePath}`)]);
  const own = description ? `<meta name="description" content="${escapeHtml(description)}">` : '';
  // The page's versions in the other languages (issue 53): the same address with `?lang=`.
  const alternates = (page.alternates ?? []).map((language) => {
    const address = new URL(site.path, 'http://localhost');
    address.searchParams.set(LANGUAGE_QUERY, language);
    return `<link rel="alternate" hreflang="${language}" href="${escapeHtml(absolute(`${address.pathname}${address.search}`))}">`;
  });
  return own + tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`).join('') + alternates.join('');
}

/** Open Graph writes a locale with an underscore: de_DE, en_GB; Arabic plain. */
const ogLocale = (language: Language) => localeOf(language).split('-u-')[0].replace('-', '_');

/**
 * The language a request's page is rendered in (issue 53): `?lang=`, the cookie that mirrors the device's
 * choice, Accept-Language, each only among the languages the shop offers (the Localization page); the
 * shop's default language for anything else.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>, offer: LanguageOffer = FULL_OFFER): Language {
  const query = new URL(`http://localhost${request.url}`).searchParams.get(LANGUAGE_QUERY);
  const accept = request.headers['accept-language'];
  return requestLanguage(
    {
      query,
      cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
      acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept,
    },
    offer,
  );
}

/** What the route loaders may use while a page renders on the server: the API in process, the HTML cleaner. */
function servicesOf(app: FastifyInstance): SsrServices {
  return {
    async apiGet(apiPath, query) {
      const response = await app.inject({ method: 'GET', url: `/api/${apiPath}`, query, headers: { accept: 'application/json' } });
      let body: unknown = null;
      try {
        body = response.body ? JSON.parse(response.body) : null;
      } catch {
        body = null;
      }
      return { status: response.statusCode, body };
    },
    sanitizePageHtml: (html) => sanitizeHtml(html, PAGE_HTML_POLICY),
  };
}

/**
 * True once it has answered. Not the reply itself: a reply is thenable, so awaiting it yields undefined
 * once sent, and the caller then sent the shell after the page as well.
 */
export type PageRenderer = ((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) & {
  /** Loads the page code ahead of the first page (about 250 ms); a failure shows when a page renders. */
  prepare: () => void;
};

/**
 * The public pages rendered on the server (issue 14): a redirect, or the page in the shell. False when
 * the address is not a server-rendered one, or rendering failed: the shell then renders it in the browser.
 *
 * A rendered address is kept until an admin write changes what it shows, and rendered again after a second
 * (answered from the kept copy meanwhile, at most 3 s old): the free places it shows are as old as info.php's
 * during a rush. Rendering costs about 10 ms, a kept page next to nothing, and on a phone's line every
 * request of the page waits for the server's typical answer.
 */
export function createPageRenderer(app: FastifyInstance, clientDir: string, loadEntry: () => Promise<SsrEntry>): PageRenderer {
  let entry: Promise<SsrEntry> | undefined;
  let files: { template: string; manifest: ReturnType<typeof readBuildManifest>; styles: StyleSource } | undefined;
  const services = servicesOf(app);
  const load = async () => {
    entry ??= loadEntry();
    files ??= { template: fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), manifest: readBuildManifest(clientDir), styles: builtStyles(clientDir) };
    return { ...files, entry: await entry };
  };
  // Addresses the browser renders (a ticket link among them, a secret) are not kept, nor pages that are not
  // there (a made-up event name): a flood of them would push the hot pages out of the 200 places (issue 29).
  const keep = (page: RenderedPage | undefined) => page !== undefined && (page.kind === 'redirect' || page.status === 200);
  // Past its second a page is rendered again while the kept one still answers, as availability is reloaded
  // (events.service.ts): no reader waits for a render and its compression, which in a rush was every page
  // view of that moment and the whole of the page's p99. An admin write still shows at once.
  const kept = { topics: ['catalog', 'configuration'] as const, maxAgeMs: 1000, staleWhileReloadingMs: 2000, maxEntries: 200, keep };
  const filled = new WeakMap<SsrResult, RenderedPage>();
  // Kept per language and address: 'tr /event/musical'.
  const pages = cachedByKey<RenderedPage | undefined>(kept, async (_db, key) => {
    const space = key.indexOf(' ');
    const language = languageOrDefault(key.slice(0, space));
    const url = key.slice(space + 1);
    const loaded = await load();
    // The school's wording and the offer are configuration: a save drops the kept pages (the topic above).
    // Without them (a database that cannot answer) the page renders as the catalogs have it: its own data
    // then fails as a 503 in German, not the shell.
    const texts = await shopTexts(app.ctx.db).catch(() => NO_SHOP_TEXTS);
    const result = await loaded.entry.render(`http://localhost${url}`, services, language, texts);
    if (result?.kind !== 'page') return result;
    // The entry answers an unchanged page with the same result: its filled and compressed copy stands.
    const known = filled.get(result);
    if (known) return known;
    const site = { publicUrl: app.ctx.config.publicUrl, apiBase: '/api/', path: url };
    const html = fillTemplate(loaded.template, result, pageChunks(loaded.manifest ?? {}, [HYDRATION_MODULE, ...result.pageModules]), loaded.styles, site);
    // Compressed here, while no reader waits (browsers ask for br); gzip stays on demand for the few others.
    const encoded = result.status === 200 ? { br: brotli(html) } : {};
    const page: RenderedPage = { kind: 'page', status: result.status, html, encoded };
    filled.set(result, page);
    return page;
  });
  // Issue 52 item 8: the last good render of each address, for when the database cannot be read.
  const lastGood = lastGoodPages(app);
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // Per language and address, in the render cache and among the last good pages alike.
    const offer = await languageOffer(app.ctx.db).catch(() => FULL_OFFER);
    const key = `${pageLanguage(request, offer)} ${pageKey(request.url)}`;
    let page: RenderedPage | undefined;
    try {
      page = await pages(app.ctx.db, key, app.ctx.now());
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed');
      page = lastGood.instead(key);
      if (!page) return false;
    }
    if (!page) return false;
    if (page.kind === 'page' && page.status >= 500) page = lastGood.instead(key) ?? page;
    else lastGood.note(key, page);
    reply.header('Cache-Control', 'no-cache');
    // The same address answers in the visitor's language.
    reply.header('Vary', 'Accept-Language, Cookie');
    if (page.kind === 'redirect') {
      reply.redirect(page.location, page.status);
      return true;
    }
    sendCompressed(request, reply.status(page.status).type('text/html; charset=utf-8'), page);
    return true;
  };
  // A failure here shows again, logged, when a page renders; its visitor gets the shell.
  const prepare = () => {
    load().catch(() => undefined);
  };
  return Object.assign(render, { prepare });
}

const brotli = (html: string) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });

/**
 * A rendered page is 15–20 KB of markup and data; compressed it fits the first round trip of a new
 * connection (the static files come precompressed from the build, vite.config.ts).
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; encoded: Partial<Record<'br' | 'gzip', Buffer>> },
): FastifyReply {
  reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  const encoding = chosenEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (encoding === 'br') page.encoded.br ??= brotli(page.html);
  if (encoding === 'gzip') page.encoded.gzip ??= gzipSync(page.html);
  return encoding ? reply.header('Content-Encoding', encoding).send(page.encoded[encoding]) : reply.send(page.html);
}
