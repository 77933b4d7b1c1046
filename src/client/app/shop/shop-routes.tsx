import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteError } from '../../components/RouteError';
import { prefetchEventInfo, prefetchVisibleEvents } from '../../features/events/use-events';
import { lazyPage } from '../lazy-page';
import { ShopLayout } from './ShopLayout';

/** Loaders only start the data request, so it runs alongside the page's code instead of after it. */
const prefetchEvents = () => {
  prefetchVisibleEvents();
  return null;
};
const prefetchEvent = ({ params }: LoaderFunctionArgs) => {
  if (params.eventId) prefetchEventInfo(params.eventId);
  return null;
};

/** Spec §2 public routes. The chrome (nav, footer) comes from ShopLayout. */
export const shopRoutes: RouteObject[] = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <Navigate to="/events" replace /> },
      { path: '/events', loader: prefetchEvents, element: lazyPage(() => import('./EventsPage')) },
      { path: '/event/:eventId', loader: prefetchEvent, element: lazyPage(() => import('./EventPage')) },
      { path: '/order/tickets/:eventId', loader: prefetchEvents, element: lazyPage(() => import('./TicketsPage')) },
      { path: '/order/cart', element: lazyPage(() => import('./CartPage')) },
      { path: '/order/checkout', element: lazyPage(() => import('./CheckoutPage')) },
      { path: '/tickets/:token', element: lazyPage(() => import('./TicketWalletPage')) },
      { path: '/keck', element: <LoadingScreen long /> },
      { path: '/maintenance', element: lazyPage(() => import('./MaintenancePage')) },
      { path: '/event-over', element: lazyPage(() => import('./EventOverPage')) },
      { path: '/about', element: lazyPage(() => import('./AboutPage')) },
      { path: '/faq', element: lazyPage(() => import('./FaqPage')) },
      { path: '/kontakt', element: lazyPage(() => import('./ContactPage')) },
      { path: '/impressum', element: lazyPage(() => import('./ImprintPage')) },
      { path: '/agb', element: lazyPage(() => import('./TermsPage')) },
      { path: '/datenschutz', element: lazyPage(() => import('./PrivacyPage')) },
      { path: '/widerrufsbelehrung', element: lazyPage(() => import('./CancellationPolicyPage')) },
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];
