import { PAGE_CODE_ID } from '../shared/api/ssr';
import { captureEarlyKeys } from './features/kiosk/early-keys';
import { applyShellLanguage } from './i18n/shell-language';
import { serverPageData } from './lib/server-page-data';
import './styles/global.css';
// The server-rendered pages' styles belong to the first stylesheet: their HTML paints before any app code.
import './app/shop/shop.css';
import './features/events/events.css';
import './features/pages/pages.css';
import './features/pwa/pwa.css';
// The cookie banner's and the map gate's: a stylesheet added while the page is idle restyles the whole page.
import './features/consent/consent.css';

// A hand scanner at the door may fire while the kiosk's code still loads (issue 12).
if (window.location.pathname.startsWith('/kiosk')) captureEarlyKeys();
// The shell's loading line in the visitor's language while the app loads (offline too).
applyShellLanguage(serverPageData(PAGE_CODE_ID) !== undefined);

type StartApp = typeof import('./app/start-app');

/**
 * The app's code. A server-rendered page lists its chunks, the app's first (shared/api/ssr.ts): all are
 * fetched side by side, as module imports rather than a preload element each (a phone spends milliseconds
 * per element). The shell has no list and loads the app with its imports.
 */
async function loadApp(): Promise<StartApp> {
  const listed = serverPageData(PAGE_CODE_ID);
  const [app, ...chunks] = listed ? (JSON.parse(listed) as string[]) : [];
  const appCode = app ? import(/* @vite-ignore */ app).catch(() => undefined) : undefined;
  // One task per import: each costs a phone about a millisecond to start, and all of them at once, right
  // after the first paint, made a long task (issue 14). The requests still leave together.
  for (const href of chunks) setTimeout(() => void import(/* @vite-ignore */ href).catch(() => undefined), 0);
  const loaded = (await appCode) as Partial<StartApp> | undefined;
  return typeof loaded?.startApp === 'function' ? (loaded as StartApp) : import('./app/start-app');
}

/**
 * The app's code is fetched and run once the page has painted (issue 14): a server-rendered page shows
 * its content and poster without waiting for React, and on a phone's slow line the poster does not share
 * it with the code. A hidden tab paints nothing, so it starts at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void loadApp().then((app) => {
    // Named in the page's timeline, so a test can see that the page's chunks were asked for before this.
    performance.mark('shop-app-start');
    app.startApp();
  });
};
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  // The first contentful paint (buffered: it may have happened before this script ran).
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  // Should nothing contentful ever paint: at the latest a second after the page has loaded.
  window.addEventListener('load', () => setTimeout(start, 1000), { once: true });
}
