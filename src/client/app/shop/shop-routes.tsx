import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteError } from '../../components/RouteError';
import { lazyRoute } from '../lazy-page';
import { eventLoader, eventsLoader, faqLoader, handles, type ShopRouteHandle, shopLayoutLoader, sitePageLoader, ticketsLoader } from './shop-loaders';
import { ShopLayout } from './ShopLayout';
import { SHOP_LAYOUT_ROUTE } from '../../features/configuration/shop-settings';

/** A server-rendered page's handle with its source file (the one its `lazy` imports), for the preload links. */
const rendered = (handle: ShopRouteHandle, file: string): ShopRouteHandle => ({ ...handle, page: `app/shop/${file}` });

/** A legal text page (spec §2): server-rendered like the event pages. */
const legalPage = (path: string, name: string, file: string, load: () => Promise<{ default: () => React.JSX.Element }>): RouteObject => ({
  path,
  loader: sitePageLoader(name),
  handle: rendered(handles.sitePage, file),
  lazy: lazyRoute(load),
});

/**
 * Spec §2 public routes. The chrome (nav, footer) comes from ShopLayout. Routes with a `handle` (title,
 * preloaded image) are rendered on the server (entry-server.tsx); the others render in the browser.
 */
export const shopRoutes: RouteObject[] = [
  {
    id: SHOP_LAYOUT_ROUTE,
    element: <ShopLayout />,
    loader: shopLayoutLoader,
    // The colours come once with the server-rendered page; later visits in the browser read them themselves.
    shouldRevalidate: () => false,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <Navigate to="/events" replace /> },
      { path: '/events', loader: eventsLoader, handle: rendered(handles.events, 'EventsPage.tsx'), lazy: lazyRoute(() => import('./EventsPage')) },
      { path: '/event/:eventId', loader: eventLoader, handle: rendered(handles.event, 'EventPage.tsx'), lazy: lazyRoute(() => import('./EventPage')) },
      { path: '/order/tickets/:eventId', loader: ticketsLoader, lazy: lazyRoute(() => import('./TicketsPage')) },
      { path: '/order/cart', lazy: lazyRoute(() => import('./CartPage')) },
      { path: '/order/checkout', lazy: lazyRoute(() => import('./CheckoutPage')) },
      { path: '/tickets/:token', lazy: lazyRoute(() => import('./TicketWalletPage')) },
      { path: '/warteliste/:token', lazy: lazyRoute(() => import('./WaitingListPage')) },
      { path: '/warteliste/:token/bestaetigen', lazy: lazyRoute(() => import('./WaitingConfirmPage')) },
      { path: '/keck', element: <LoadingScreen long /> },
      { path: '/maintenance', lazy: lazyRoute(() => import('./MaintenancePage')) },
      { path: '/event-over', lazy: lazyRoute(() => import('./EventOverPage')) },
      { path: '/about', lazy: lazyRoute(() => import('./AboutPage')) },
      { path: '/faq', loader: faqLoader, handle: rendered(handles.faq, 'FaqPage.tsx'), lazy: lazyRoute(() => import('./FaqPage')) },
      legalPage('/kontakt', 'kontakt', 'ContactPage.tsx', () => import('./ContactPage')),
      legalPage('/impressum', 'impressum', 'ImprintPage.tsx', () => import('./ImprintPage')),
      legalPage('/agb', 'agb', 'TermsPage.tsx', () => import('./TermsPage')),
      legalPage('/datenschutz', 'datenschutz', 'PrivacyPage.tsx', () => import('./PrivacyPage')),
      legalPage('/widerrufsbelehrung', 'widerrufsbelehrung', 'CancellationPolicyPage.tsx', () => import('./CancellationPolicyPage')),
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];
