import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { readAuthUser } from './features/auth/auth-storage';
import { apiUrl } from './lib/api-client';
import { startConnectivityWatch } from './lib/connectivity';
import './styles/global.css';

startConnectivityWatch(apiUrl('health.php'));
// Reads staff asked for while offline run again now; visitors never load this code.
// Ticket pages kept for the door go once their performance is over (issue 11).
void import('./features/my-tickets/ticket-cache')
  .then((tickets) => tickets.dropExpiredTickets())
  .catch(() => undefined); // no storage access (private mode) or offline without the chunk: next start
if (readAuthUser()) void import('./lib/offline/admin-reads').then((reads) => reads.startReadReplay());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
