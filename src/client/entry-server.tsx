import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import type { SsrEntry, SsrResult, SsrServices } from '../shared/api/ssr';
import { appRoutes } from './app/app-routes';
import type { ShopRouteHandle } from './app/shop/shop-loaders';
import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language, loadCatalog } from '../shared/i18n/languages';
import { NO_SHOP_TEXTS, type ShopTexts, shopTextsJson } from '../shared/i18n/offer';
import { AuthProvider } from './lib/AuthProvider';
import { createShopI18n } from './i18n/create-i18n';
import { ServerShopI18n } from './i18n/shop-i18n';

/**
 * Server rendering of the public pages (issue 14), built with `vite build --ssr` to dist/server and called by
 * src/server/http/ssr-renderer.ts. The routes are the browser's own; their loaders read through `services`.
 */
const handler = createStaticHandler(appRoutes);

const isServerRendered = (pathname: string) => {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route.handle as ShopRouteHandle | undefined;
  return typeof leaf?.title === 'function' && !leaf.inBrowser;
};

/**
 * One instance per language, kept: renderToString is synchronous, so concurrent renders never share a switch.
 * A new offer or new wording of the school (the Localization page) makes the language's instance anew.
 */
const instances = new Map<Language, { json: string; instance: Promise<i18n> }>();
const instanceFor = (language: Language, texts: ShopTexts, json: string) => {
  let kept = instances.get(language);
  if (kept?.json !== json) {
    kept = { json, instance: loadCatalog(language).then((catalog) => createShopI18n(language, catalog, texts)) };
    instances.set(language, kept);
  }
  return kept.instance;
};

/**
 * The last page of each address and language, with what it was made from. The server asks for a page again
 * every second for its free places (ssr-renderer.ts), but renderToString is synchronous: while it runs,
 * every other answer of the process waits, which was the event page's p99. The same data, texts and address
 * make the same markup, so an unchanged page is made again only once a minute (for any wording that reads
 * the clock). At most as many as the server keeps pages; the oldest goes first. A memo of a pure function,
 * so apps sharing a process may share it.
 */
const lastPages = new Map<string, { inputs: string; page: SsrResult }>();
const LAST_PAGES = 200;
const RENDER_AGAIN_MS = 60_000;

export async function render(
  url: string,
  services: SsrServices,
  language: Language = DEFAULT_LANGUAGE,
  texts: ShopTexts = NO_SHOP_TEXTS,
): Promise<SsrResult | undefined> {
  if (!isServerRendered(new URL(url).pathname)) return undefined;
  // `<` escaped: no text inside can end the script element.
  const textsJson = JSON.stringify(shopTextsJson(texts)).replace(/</g, '\\u003c');
  const shopI18n = await instanceFor(language, texts, textsJson);
  // The language rides along, so the loaders ask for the school's texts in it (i18n/school-text-language.ts).
  const context = await handler.query(new Request(url), { requestContext: { ssr: services, language } });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return context.status >= 300 && context.status < 400 && location ? { kind: 'redirect', status: context.status, location } : undefined;
  }
  // A loader that threw: the browser's router shows its error page.
  if (context.errors) return undefined;
  // `<` escaped: no text inside can end the script element.
  const hydrationJson = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData }).replace(/</g, '\\u003c');
  const inputs = `${Math.floor(Date.now() / RENDER_AGAIN_MS)}\n${context.statusCode}\n${textsJson}\n${hydrationJson}`;
  const pageKey = `${language} ${url}`;
  const last = lastPages.get(pageKey);
  if (last?.inputs === inputs) return last.page;
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as ShopRouteHandle | undefined;
  const data = leaf ? context.loaderData[leaf.route.id] : undefined;
  const html = renderToString(
    <StrictMode>
      <AuthProvider>
        <ServerShopI18n.Provider value={shopI18n}>
          {/* hydrate={false}: no inline script (CSP); the data travels as JSON beside the markup. */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </ServerShopI18n.Provider>
      </AuthProvider>
    </StrictMode>,
  );
  const page: SsrResult = {
    kind: 'page',
    status: context.statusCode,
    // React writes its own image preloads ahead of the markup; the one that matters goes into the head.
    html: html.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, ''),
    title: handle?.title?.(data, (key, values) => shopI18n.t(key, values ?? {})) ?? 'Musical-Tickets',
    language,
    alternates: handle?.alternates ? texts.offered.filter((other) => other !== language) : undefined,
    textsJson,
    preloadImage: handle?.preloadImage?.(data),
    meta: handle?.meta?.(data),
    pageModules: context.matches.flatMap(({ route }) => (route.handle as ShopRouteHandle | undefined)?.page ?? []),
    hydrationJson,
  };
  lastPages.delete(pageKey);
  lastPages.set(pageKey, { inputs, page });
  if (lastPages.size > LAST_PAGES) lastPages.delete(lastPages.keys().next().value as string);
  return page;
}

// The server loads this module by path; this keeps it to the contract.
render satisfies SsrEntry['render'];
