import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

/** The yardstick of lighthouse.bench.ts: Vite + React + react-router and nothing else. */
function EventPage() {
  return (
    <main>
      <h1>Zeitsprung – Das Schulmusical</h1>
      <p>Eine Seite ohne Daten, Bilder und Extras: so schnell kann eine React-Seite mit Router auf diesem Rechner sein.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <EventPage /> }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
