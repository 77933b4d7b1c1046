import { PAGE_CODE_ID } from '../shared/api/ssr';
import { captureEarlyKeys } from './features/kiosk/early-keys';
import './styles/global.css';
// The server-rendered pages' styles belong to the first stylesheet: their HTML paints before any app code.
import './app/shop/shop.css';
import './features/events/events.css';
import './features/pages/pages.css';
import './features/pwa/pwa.css';

// A hand scanner at the door may fire while the kiosk's code still loads (issue 12).
if (window.location.pathname.startsWith('/kiosk')) captureEarlyKeys();

/**
 * Fetches the chunks the server listed for this page (the app's and the route's) side by side; a module
 * import, not a preload element per chunk: a phone spends milliseconds on each element.
 */
function fetchPageCode(): void {
  const listed = document.getElementById(PAGE_CODE_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) void import(/* @vite-ignore */ href).catch(() => undefined);
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
  fetchPageCode();
  void import('./app/start-app').then((app) => app.startApp());
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
