import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage';
import { RouteError } from '../../components/RouteError';
import { lazyPage } from '../lazy-page';
import { accountRoutes } from './account-routes';
import { AdminPage } from './AdminPage';
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
        {lazyPage(() => import('./AdminLayout'))}
      </RequireAuth>
    ),
    children: [
      { index: true, element: titled('Dashboard') },
      { path: 'logout', element: lazyPage(() => import('./LogoutPage')) },
      ...accountRoutes,
      { path: 'events/list', element: titled('Events') },
      { path: 'events/edit/:eventId', element: titled('Event bearbeiten') },
      { path: 'events/add', element: titled('Event erstellen') },
      { path: 'paypal/universes', element: titled('PayPal Universen') },
      { path: 'rooms', element: titled('Spielstätten') },
      { path: 'mail/template/list', element: titled('Mailvorlagen') },
      { path: 'mail/template/edit/:eventId', element: titled('Mailvorlage bearbeiten') },
      { path: 'mail/template/add', element: titled('Mailvorlage erstellen') },
      { path: 'statistics/detailed', element: titled('Detaillierte Statistiken') },
      { path: 'statistics', element: titled('Statistiken') },
      { path: 'settings', element: titled('Einstellungen') },
      { path: 'ticket-designer', element: titled('Ticket-Designer') },
      { path: 'media', element: titled('Medien') },
      { path: 'orders', element: titled('Bestellungen') },
      { path: 'orders/details', element: <Navigate to="/admin/orders" replace /> },
      { path: 'orders/details/:orderId', element: titled('Bestelldetails') },
      { path: 'configuration', element: <Navigate to="/admin/configuration/general" replace /> },
      { path: 'configuration/general', element: titled('Shop-Konfiguration') },
      { path: 'configuration/info', element: titled('Info') },
      { path: 'configuration/sites', element: titled('Seiten') },
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];
