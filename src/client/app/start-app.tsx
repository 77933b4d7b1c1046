import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HYDRATION_DATA_ID } from '../../shared/api/ssr';
import { apiUrl } from '../lib/api-client';
import { startConnectivityWatch } from '../lib/connectivity';
import { serverPageData } from '../lib/server-page-data';
import { checkStoredData } from '../lib/stored-data';
import { whenIdle } from '../lib/use-idle-mount';
import { prepareShopLanguage } from '../i18n/shop-i18n';
import { AppRouter, createAppRouter, createHydratingRouter } from './router';

/** Storage upkeep that no page waits for: after the page has loaded and painted, when the browser is idle. */
function startStorageUpkeep(): void {
  // Ticket pages kept for the door go once their performance is over (issue 11).
  void import('../features/my-tickets/ticket-cache').then((tickets) => tickets.dropExpiredTickets()).catch(() => undefined); // no storage access (private mode) or offline without the chunk: next start
  // A sign-out made offline reaches the server once it can be reached, whoever uses the device by then.
  // Queued reads replay while someone is signed in (lib/AuthProvider.tsx).
  void import('../lib/offline/sign-out-outbox').then((outbox) => outbox.startSignOutDelivery());
}

/**
 * The app in the browser, loaded by main.tsx once the server's HTML (or the shell) has painted. Rendering
 * runs as a transition, so React yields to the browser between pieces of work instead of one long task.
 */
export function startApp(): void {
  startConnectivityWatch(apiUrl('health.php'));
  // Staff screens sign out through the outbox: ready at once there, as before; the shop waits for idle.
  if (/^\/(admin|kiosk)(\/|$)/.test(window.location.pathname)) startStorageUpkeep();
  // A device that has stored nothing has no tickets to drop and no sign-out to send: no IndexedDB at all.
  else whenIdle(() => void checkStoredData().then((stored) => stored === 'some' && startStorageUpkeep()));

  const root = document.getElementById('root')!;
  // The shop's texts in the visitor's language (issue 53), its one catalog loaded before the first render:
  // a server-rendered page hydrates in the language the server wrote. Staff screens stay German.
  const shop = !/^\/(admin|kiosk)(\/|$)/.test(window.location.pathname);
  // The public pages come rendered from the server with the router's data beside them (issue 14);
  // every other page (and the shell the service worker keeps) renders here.
  const serverData = serverPageData(HYDRATION_DATA_ID);
  const language = shop ? prepareShopLanguage(serverData !== undefined) : Promise.resolve(undefined);
  if (serverData) {
    void Promise.all([createHydratingRouter(JSON.parse(serverData)), language]).then(([router]) =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <AppRouter router={router} />
          </StrictMode>,
        );
      }),
    );
  } else {
    // A catalog that cannot load (offline without it) leaves the shop to load it itself (ShopLanguage).
    void language
      .catch(() => undefined)
      .then(() =>
        startTransition(() => {
          createRoot(root).render(
            <StrictMode>
              <AppRouter router={createAppRouter()} />
            </StrictMode>,
          );
        }),
      );
  }
}
