import { data, type LoaderFunctionArgs, replace } from 'react-router-dom';
import type { PublicConfigResponse } from '../../../shared/api/configuration';
import type { EventDto } from '../../../shared/api/events';
import type { SitePageDto } from '../../../shared/api/pages';
import { type PublicConfig, toPublicConfig } from '../../lib/public-config';
import type { ImagePreload } from '../../../shared/api/image-addresses';
import { eventPageMeta, type PageMeta } from '../../../shared/domain/page-meta';
import { heroPreload } from '../../features/events/hero-slides';
import { loadEventInfo, loadVisibleEvents, prefetchVisibleEvents } from '../../features/events/use-events';
import { fetchSitePage } from '../../features/pages/pages-api';
import type { Translate } from '../../i18n/use-shop-text';
import { loaderGet, pageStatus, refusalStatus, type Settled, serverServices } from '../../lib/route-data';

/**
 * The public pages' loaders. They wait for their data, so the server renders the page whole
 * (entry-server.tsx) and a visit in the browser shows no loading screen between two pages.
 */

/**
 * The shop's colours for a server-rendered page, so it is painted in them from the start. In the browser
 * the layout reads the configuration itself (usePublicConfig) and never waits for it.
 */
export async function shopLayoutLoader({ context }: LoaderFunctionArgs): Promise<PublicConfig | null> {
  if (!serverServices(context)) return null;
  try {
    return toPublicConfig((await loaderGet<PublicConfigResponse>(context, 'config/public.php', {})).config as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** Spec §2: exactly one visible event goes straight to its page (an HTTP redirect when server-rendered). */
export async function eventsLoader({ context }: LoaderFunctionArgs) {
  const events = await loadVisibleEvents(context);
  if (events.status === 'ready' && events.data.length === 1) return replace(`/event/${encodeURIComponent(events.data[0].name)}`);
  return data(events, pageStatus(events));
}

export async function eventLoader({ params, context }: LoaderFunctionArgs) {
  const event = await loadEventInfo(params.eventId ?? '', context);
  return data(event, pageStatus(event));
}

/** The FAQ quotes each event's facts; without them it still answers the general questions. */
export async function faqLoader({ context }: LoaderFunctionArgs) {
  const events = await loadVisibleEvents(context);
  return events.status === 'ready' ? events.data : [];
}

/** Starts the request only: the ticket flow shows its own progress. */
export function ticketsLoader() {
  prefetchVisibleEvents();
  return null;
}

/** A legal page with its HTML sanitised here, so the server sends it harmless and the browser needs no DOMPurify to show it. */
export function sitePageLoader(name: string) {
  return async ({ context }: LoaderFunctionArgs) => {
    try {
      const loaded = await fetchSitePage(name, context);
      const clean = serverServices(context)?.sanitizePageHtml ?? (await import('../../lib/sanitize-html')).sanitizeHtml;
      const sections = await Promise.all(loaded.sections.map(async (section) => ({ ...section, html: await clean(section.html) })));
      return data<Settled<SitePageDto>>({ status: 'ready', data: { ...loaded, sections } }, 200);
    } catch (error) {
      // The server's own message ('Seite nicht gefunden', offline) is what the page shows.
      const settled: Settled<SitePageDto> = {
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
        refusedWith: refusalStatus(error),
      };
      return data(settled, pageStatus(settled));
    }
  };
}

/** The shop's texts in the page's language (useShopText's `t`, or the server render's instance). */
export type { Translate };

const shopTitle = (t: Translate, title: string) => t('frame.pageTitle', { title });

/**
 * What a route adds to the document's head: its title and the image that is its largest paint. A route whose
 * handle has a title is rendered on the server (entry-server.tsx); one with only `translated` (the ticket flow,
 * the cart: they read the browser's storage) renders in the browser under the shop's own title.
 */
export interface ShopRouteHandle {
  title?: (data: unknown, t: Translate) => string;
  /** Whether the head names the page's other languages (`<link rel="alternate" hreflang>`). */
  alternates?: boolean;
  /**
   * Whether the page's own texts come from the catalogs (issue 53). A page not yet converted stays German
   * inside the translated frame, marked lang="de" so a screen reader reads it as German, and not mirrored.
   */
  translated?: boolean;
  /**
   * Rendered in the browser only, though its handle names a title: the page reads the device (the cart, the
   * checkout's session), which a server render cannot.
   */
  inBrowser?: boolean;
  /** The head's description and link preview; the shop's own when left out. */
  meta?: (data: unknown) => PageMeta | undefined;
  preloadImage?: (data: unknown) => ImagePreload | undefined;
  /** The page's source file below src/client (the route's `lazy` import): the server preloads its chunks. */
  page?: string;
}

export const handles = {
  events: { title: (_loaded, t) => shopTitle(t, t('events.title')), translated: true },
  event: {
    title: (loaded, t) => {
      const event = loaded as Settled<EventDto>;
      return shopTitle(t, event.status === 'ready' ? event.data.title : t('event.notFoundTitle'));
    },
    alternates: true,
    translated: true,
    preloadImage: (loaded) => {
      const event = loaded as Settled<EventDto>;
      return event.status === 'ready' ? heroPreload(event.data) : undefined;
    },
    meta: (loaded) => {
      const event = loaded as Settled<EventDto>;
      return event.status === 'ready' ? eventPageMeta(event.data) : undefined;
    },
  },
  faq: { title: (_loaded, t) => shopTitle(t, t('titles.faq')) },
  /** The ticket flow and the cart (issue 53): browser-rendered, in the visitor's language. */
  browserPage: { translated: true },
  sitePage: {
    title: (loaded, t) => {
      const page = loaded as Settled<SitePageDto>;
      return page.status === 'ready' ? shopTitle(t, page.data.title) : 'Musical-Tickets';
    },
  },
} satisfies Record<string, ShopRouteHandle>;
