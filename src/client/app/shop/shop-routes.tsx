import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteError } from '../../components/RouteError';
import { lazyRoute } from '../lazy-page';
import { eventLoader, eventsLoader, faqLoader, handles, shopLayoutLoader, sitePageLoader, ticketsLoader } from './shop-loaders';
import { ShopLayout } from './ShopLayout';

/** A legal text page (spec §2): server-rendered like the event pages. */
const legalPage = (path: string, name: string, load: () => Promise<{ default: () => React.JSX.Element }>): RouteObject => ({
  path,
  loader: sitePageLoader(name),
  handle: handles.sitePage,
  lazy: lazyRoute(load),
});

/**
 * Spec §2 public routes. The chrome (nav, footer) comes from ShopLayout. Routes with a `handle` (title,
 * preloaded image) are rendered on the server (entry-server.tsx); the others render in the browser.
 */
export const shopRoutes: RouteObject[] = [
  {
    element: <ShopLayout />,
    loader: shopLayoutLoader,
    // The colours come once with the server-rendered page; later visits in the browser read them themselves.
    shouldRevalidate: () => false,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <Navigate to="/events" replace /> },
      { path: '/events', loader: eventsLoader, handle: handles.events, lazy: lazyRoute(() => import('./EventsPage')) },
      { path: '/event/:eventId', loader: eventLoader, handle: handles.event, lazy: lazyRoute(() => import('./EventPage')) },
      { path: '/order/tickets/:eventId', loader: ticketsLoader, lazy: lazyRoute(() => import('./TicketsPage')) },
      { path: '/order/cart', lazy: lazyRoute(() => import('./CartPage')) },
      { path: '/order/checkout', lazy: lazyRoute(() => import('./CheckoutPage')) },
      { path: '/tickets/:token', lazy: lazyRoute(() => import('./TicketWalletPage')) },
      { path: '/keck', element: <LoadingScreen long /> },
      { path: '/maintenance', lazy: lazyRoute(() => import('./MaintenancePage')) },
      { path: '/event-over', lazy: lazyRoute(() => import('./EventOverPage')) },
      { path: '/about', lazy: lazyRoute(() => import('./AboutPage')) },
      { path: '/faq', loader: faqLoader, handle: handles.faq, lazy: lazyRoute(() => import('./FaqPage')) },
      legalPage('/kontakt', 'kontakt', () => import('./ContactPage')),
      legalPage('/impressum', 'impressum', () => import('./ImprintPage')),
      legalPage('/agb', 'agb', () => import('./TermsPage')),
      legalPage('/datenschutz', 'datenschutz', () => import('./PrivacyPage')),
      legalPage('/widerrufsbelehrung', 'widerrufsbelehrung', () => import('./CancellationPolicyPage')),
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];
