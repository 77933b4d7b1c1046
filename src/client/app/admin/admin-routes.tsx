import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage';
import { RouteError } from '../../components/RouteError';
import { lazyPage } from '../lazy-page';
import { accountRoutes } from './account-routes';
import { AdminLayout } from './AdminLayout';
import { AdminPage } from './AdminPage';
import { insightRoutes } from './insight-routes';
import { RequireAuth } from './RequireAuth';

/** Screens not built yet render their title in the admin frame; later work swaps in the real page. */
const titled = (title: string) => <AdminPage title={title} />;

/** Spec §2 admin routes; everything but login needs a session. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', errorElement: <RouteError />, element: lazyPage(() => import('./LoginPage')) },
  {
    path: '/admin',
    errorElement: <RouteError />,
    element: (
      <RequireAuth>
        <AdminLayout />
      </RequireAuth>
    ),
    children: [
      { path: 'logout', element: lazyPage(() => import('./LogoutPage')) },
      ...accountRoutes,
      ...insightRoutes,
      { path: 'events/list', element: titled('Events') },
      { path: 'events/edit/:eventId', element: titled('Event bearbeiten') },
      { path: 'events/add', element: titled('Event erstellen') },
      { path: 'paypal/universes', element: titled('PayPal Universen') },
      { path: 'rooms', element: titled('Spielstätten') },
      { path: 'ticket-designer', element: titled('Ticket-Designer') },
      { path: 'media', element: titled('Medien') },
      { path: 'orders', element: titled('Bestellungen') },
      { path: 'orders/details', element: <Navigate to="/admin/orders" replace /> },
      { path: 'orders/details/:orderId', element: titled('Bestelldetails') },
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];
