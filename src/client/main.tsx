import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HYDRATION_DATA_ID } from '../shared/api/ssr';
import { AppRouter, createAppRouter, createHydratingRouter } from './app/router';
import { captureEarlyKeys } from './features/kiosk/early-keys';
import { apiUrl } from './lib/api-client';
import { startConnectivityWatch } from './lib/connectivity';
import './styles/global.css';

startConnectivityWatch(apiUrl('health.php'));
// A hand scanner at the door may fire while the kiosk's code still loads (issue 12).
if (window.location.pathname.startsWith('/kiosk')) captureEarlyKeys();
// Ticket pages kept for the door go once their performance is over (issue 11).
void import('./features/my-tickets/ticket-cache')
  .then((tickets) => tickets.dropExpiredTickets())
  .catch(() => undefined); // no storage access (private mode) or offline without the chunk: next start
// A sign-out made offline reaches the server once it can be reached, whoever uses the device by then.
// Queued reads replay while someone is signed in (features/auth/AuthProvider.tsx).
void import('./lib/offline/sign-out-outbox').then((outbox) => outbox.startSignOutDelivery());

const root = document.getElementById('root')!;
// The public pages come rendered from the server with the router's data beside them (issue 14);
// every other page (and the shell the service worker keeps) renders here.
const serverData = document.getElementById(HYDRATION_DATA_ID)?.textContent;
if (serverData) {
  void createHydratingRouter(JSON.parse(serverData)).then((router) =>
    hydrateRoot(
      root,
      <StrictMode>
        <AppRouter router={router} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <AppRouter router={createAppRouter()} />
    </StrictMode>,
  );
}
