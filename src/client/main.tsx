import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { readAuthUser } from './features/auth/auth-storage';
import { captureEarlyKeys } from './features/kiosk/early-keys';
import { apiUrl } from './lib/api-client';
import { startConnectivityWatch } from './lib/connectivity';
import './styles/global.css';

startConnectivityWatch(apiUrl('health.php'));
// A hand scanner at the door may fire while the kiosk's code still loads (issue 12).
if (window.location.pathname.startsWith('/kiosk')) captureEarlyKeys();
// Reads staff asked for while offline run again now; visitors never load this code.
if (readAuthUser()) void import('./lib/offline/admin-reads').then((reads) => reads.startReadReplay());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
