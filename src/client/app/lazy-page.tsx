import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/LoadingScreen';

/** A route element whose code loads only when the route is visited. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}
