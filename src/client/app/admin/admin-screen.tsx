import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageGate } from '../../features/admin-layout/PageGate';
import { AdminPage } from './AdminPage';

/**
 * A back-office route element: the page gate for its key (none: every signed-in user), the titled frame,
 * and the screen's code loaded only when the route is visited.
 */
export function adminScreen(title: string, permission: string | readonly string[] | null, load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  const page = (
    <AdminPage title={title}>
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    </AdminPage>
  );
  return permission ? <PageGate permission={permission}>{page}</PageGate> : page;
}
