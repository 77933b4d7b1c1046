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
 * The app's code evaluates after the first frame (issue 14): a server-rendered page, its poster included,
 * paints without waiting for React; the server preloads that code, so it is at hand by then. A hidden tab
 * paints no frames, so it starts at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start-app').then((app) => app.startApp());
};
if (document.visibilityState === 'hidden') start();
else {
  requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
}
