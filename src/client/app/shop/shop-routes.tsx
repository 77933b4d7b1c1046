import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteError } from '../../components/RouteError';
import { lazyRoute } from '../lazy-page';
import { eventLoader, eventsLoader, faqLoader, handles, type ShopRouteHandle, shopLayoutLoader, sitePageLoader, ticketsLoader } from './shop-loaders';
import { ShopLayout } from './ShopLayout';
import { ShopLanguage } from '../../i18n/ShopLanguage';
import { SHOP_LAYOUT_ROUTE } from '../../lib/shop-settings';

/** A server-rendered page's handle with its source file (the one its `lazy` imports), for the preload links. */
const rendered = (handle: ShopRouteHandle, file: string): ShopRouteHandle => ({ ...handle, page: `app/shop/${file}` });

/** A page rendered in the browser whose texts all come from the catalogs (issue 53). */
const translatedInBrowser: ShopRouteHandle = { translated: true };
/** The checkout speaks the visitor's language (issue 53); it reads the device's cart, so only the browser renders it. */
const checkoutHandle: ShopRouteHandle = {
  title: (_loaded, t) => t('frame.pageTitle', { title: t('checkout.title') }),
  translated: true,
  inBrowser: true,
};

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
    // Both stand in for the layout, outside its ShopLanguage: they take the shop's language themselves.
    errorElement: (
      <ShopLanguage>
        <RouteError />
      </ShopLanguage>
    ),
    hydrateFallbackElement: (
      <ShopLanguage>
        <LoadingScreen />
      </ShopLanguage>
    ),
    children: [
      { path: '/', element: <Navigate to="/events" replace /> },
      { path: '/events', loader: eventsLoader, handle: rendered(handles.events, 'EventsPage.tsx'), lazy: lazyRoute(() => import('./EventsPage')) },
      { path: '/event/:eventId', loader: eventLoader, handle: rendered(handles.event, 'EventPage.tsx'), lazy: lazyRoute(() => import('./EventPage')) },
      { path: '/order/tickets/:eventId', loader: ticketsLoader, handle: handles.browserPage, lazy: lazyRoute(() => import('./TicketsPage')) },
      { path: '/order/cart', handle: handles.browserPage, lazy: lazyRoute(() => import('./CartPage')) },
      { path: '/order/checkout', handle: checkoutHandle, lazy: lazyRoute(() => import('./CheckoutPage')) },
      { path: '/tickets/:token', handle: translatedInBrowser, lazy: lazyRoute(() => import('./TicketWalletPage')) },
      { path: '/warteliste/:token', handle: translatedInBrowser, lazy: lazyRoute(() => import('./WaitingListPage')) },
      { path: '/warteliste/:token/bestaetigen', handle: translatedInBrowser, lazy: lazyRoute(() => import('./WaitingConfirmPage')) },
      { path: '/keck', handle: translatedInBrowser, element: <LoadingScreen long /> },
      { path: '/maintenance', handle: translatedInBrowser, lazy: lazyRoute(() => import('./MaintenancePage')) },
      { path: '/event-over', handle: translatedInBrowser, lazy: lazyRoute(() => import('./EventOverPage')) },
      { path: '/about', handle: translatedInBrowser, lazy: lazyRoute(() => import('./AboutPage')) },
      { path: '/faq', loader: faqLoader, handle: rendered({ ...handles.faq, translated: true }, 'FaqPage.tsx'), lazy: lazyRoute(() => import('./FaqPage')) },
      legalPage('/kontakt', 'kontakt', 'ContactPage.tsx', () => import('./ContactPage')),
      legalPage('/impressum', 'impressum', 'ImprintPage.tsx', () => import('./ImprintPage')),
      legalPage('/agb', 'agb', 'TermsPage.tsx', () => import('./TermsPage')),
      legalPage('/datenschutz', 'datenschutz', 'PrivacyPage.tsx', () => import('./PrivacyPage')),
      legalPage('/widerrufsbelehrung', 'widerrufsbelehrung', 'CancellationPolicyPage.tsx', () => import('./CancellationPolicyPage')),
      { path: '*', handle: translatedInBrowser, element: <ErrorPage code={404} /> },
    ],
  },
];
