import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/AuthProvider';
import { UpdateBar } from '../features/pwa/UpdateBar';
import { appRoutes } from './app-routes';
import { shopRoutes } from './shop/shop-routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router of a server-rendered page starts from the server's data. The matched routes' code is loaded
 * first, so the first render has the page itself and matches the server's HTML (no fallback in between).
 */
export async function createHydratingRouter(hydrationData: HydrationState): Promise<BrowserRouter> {
  // Only shop pages are rendered on the server: matching among them spares a phone ranking every staff
  // route once more before the router itself does (the same route objects, so their code stays loaded).
  const matches = matchRoutes(shopRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(appRoutes, { hydrationData });
}

export function createAppRouter(): BrowserRouter {
  return createBrowserRouter(appRoutes);
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <UpdateBar />
    </AuthProvider>
  );
}
