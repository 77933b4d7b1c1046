import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { readAuthUser } from './features/auth/auth-storage';
import './styles/global.css';

// Reads staff asked for while offline run again now; visitors never load this code.
if (readAuthUser()) void import('./lib/offline/admin-reads').then((reads) => reads.startReadReplay());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
