import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';

/**
 * A route whose page code loads only when the route is visited, through the router's own `lazy`: the
 * router waits for the code as it waits for data, so no Suspense fallback flashes between two pages, and
 * the server renders the same route (entry-server.tsx).
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}

/** A lazily loaded element inside another one (the admin layout within its sign-in guard). */
export function lazyElement(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}
