import { apiUrl } from '../../lib/api-client';
import { STAFF_ASSETS, type StaffAssets } from './visitor-precache';

/**
 * Offline after exactly one online visit (issue 14). A first visit loads its data before the service worker
 * takes control, so none of it passes the worker's routes. Once the worker is active, the page hands it
 * the addresses it fetched (Workbox's `CACHE_URLS` message: each goes through the route that matches it,
 * into that route's cache; addresses no route matches are ignored), adds the short legal texts the footer
 * links to, and stores the HTML of the addresses it showed in the `pages` cache (vite.config.ts, same name).
 */
export const PAGES_CACHE = 'pages';

/** The site pages (pages/get.php) behind the shop's footer and legal routes. */
export const SITE_PAGES = ['impressum', 'datenschutz', 'agb', 'widerrufsbelehrung', 'kontakt'];

/** Same-origin addresses the page fetched, once each, without the service worker's own files. */
export function firstVisitUrls(resources: ReadonlyArray<{ name: string }>, origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of resources) {
    const url = new URL(name, origin);
    if (url.origin !== origin || /^\/(sw\.js|workbox-[^/]*\.js)$/.test(url.pathname)) continue;
    url.hash = '';
    urls.add(url.href);
  }
  return [...urls];
}

/**
 * Data the shop needs offline that a server-rendered first visit never fetched: the site pages' API
 * answers (as features/pages/pages-api.ts asks for them) and the events list, which the rendered page
 * carried in its HTML but which /events reads when it opens offline from the app shell.
 */
export function offlineDataUrls(origin: string): string[] {
  return [...SITE_PAGES.map((name) => new URL(apiUrl('pages/get.php', { name }), origin).href), new URL(apiUrl('events/list_detailed.php'), origin).href];
}

function withoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/** Keeps this address's HTML unless the cache has it already (addresses reached inside the app). */
async function keepPage(href: string): Promise<void> {
  const url = withoutHash(href);
  // The shop's addresses only: they are few (events, legal pages); staff screens are many, and a ticket
  // page's address carries its secret token (vite.config.ts never stores it either).
  if (/^\/(api|admin|kiosk|tickets)(\/|$)/.test(new URL(url).pathname)) return;
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(url)) return;
  const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  // A redirect (/events with one event) is answered anew each time; a stored one would break navigation.
  if (response.ok && !response.redirected && response.headers.get('content-type')?.includes('text/html')) await cache.put(url, response);
}

const quietly = (work: Promise<unknown>) => void work.catch(() => undefined); // offline or no storage: next visit

/** Resolves once the active worker controls this page, or after `ms` (an old browser may never claim). */
function controlled(ms: number): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, ms);
  });
}

const startedUncontrolled = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller === null;

/**
 * On a staff device, the whole section's code (not precached for visitors), so its screens open offline
 * even when they were never opened online. Already cached files cost no request (CacheFirst).
 */
async function keepStaffSection(worker: ServiceWorker | null): Promise<void> {
  const section = /^\/(admin|kiosk)(\/|$)/.exec(window.location.pathname)?.[1] as keyof StaffAssets | undefined;
  if (!section || !worker) return;
  const response = await fetch(`/${STAFF_ASSETS}`);
  if (!response.ok) return;
  const files = ((await response.json()) as Partial<StaffAssets>)[section] ?? [];
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: files.map((file) => new URL(`/${file}`, window.location.origin).href) } });
}

/** Call once the service worker is registered. */
export async function handFirstVisitToCaches(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  if (!registration || typeof caches === 'undefined') return;
  // Later addresses inside the app are not navigations: keep their HTML too (Navigation API, Chromium).
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigatesuccess', () => quietly(keepPage(window.location.href)));
  const ready = await navigator.serviceWorker.ready;
  quietly(keepStaffSection(ready.active));
  if (!startedUncontrolled) return;
  await controlled(3000);
  const origin = window.location.origin;
  const documents = performance.getEntriesByType('navigation').map((entry) => entry.name);
  for (const href of new Set([...documents, window.location.href].map(withoutHash))) quietly(keepPage(href));
  const urlsToCache = [...firstVisitUrls(performance.getEntriesByType('resource'), origin), ...offlineDataUrls(origin)];
  ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
