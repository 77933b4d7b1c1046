import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage';
import { RouteError } from '../../components/RouteError';
import { LoadingScreen } from '../../components/LoadingScreen';
import { lazyElement, lazyRoute } from '../lazy-page';
import { accountRoutes } from './account-routes';
import { operationsRoutes } from './operations-routes';
import { insightRoutes } from './insight-routes';
import { accessRoutes } from './access-routes';
import { systemRoutes } from './system-routes';
import { RequireAuth } from './RequireAuth';

/** Spec §2 admin routes; everything but login needs a session. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', errorElement: <RouteError />, hydrateFallbackElement: <LoadingScreen />, lazy: lazyRoute(() => import('./LoginPage')) },
  {
    path: '/admin',
    errorElement: <RouteError />,
    element: <RequireAuth>{lazyElement(() => import('./AdminLayout'))}</RequireAuth>,
    children: [
      { path: 'logout', lazy: lazyRoute(() => import('./LogoutPage')) },
      ...accountRoutes,
      ...operationsRoutes,
      ...insightRoutes,
      ...accessRoutes,
      ...systemRoutes,
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];
