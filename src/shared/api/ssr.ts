import type { PageMeta } from '../domain/page-meta';
import type { Language } from '../i18n/languages';
import type { ShopTexts } from '../i18n/offer';
import type { ImagePreload } from './image-addresses';

/**
 * The contract between the server and the client's server-rendering entry (src/client/entry-server.tsx,
 * built to dist/server/entry-server.js). The server loads the entry by path, never by import.
 */

/** A GET of the server's own API without HTTP (Fastify's inject): status and parsed JSON body. */
export type SsrApiGet = (path: string, query: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/** What the server lends the route loaders while it renders a page. */
export interface SsrServices {
  apiGet: SsrApiGet;
  /** Stored page HTML cleaned with the shared page policy (DOMPurify over jsdom on the server). */
  sanitizePageHtml: (html: string) => Promise<string>;
}

export type SsrResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The rendered markup for #root. */
      html: string;
      title: string;
      /** Description and link preview of the page; the shop's own without. */
      meta?: PageMeta;
      /** The LCP image, preloaded from the head. */
      preloadImage?: ImagePreload;
      /** The router's hydration data as JSON, `<` already escaped. */
      hydrationJson: string;
      /** Source files (below src/client, as Vite's build manifest names them) of the matched routes' pages. */
      pageModules: string[];
      /** The language the page is rendered in (`<html lang dir>`), issue 53; German without. */
      language?: Language;
      /** The page's other languages, named in the head with hreflang (event pages); only offered ones. */
      alternates?: Language[];
      /**
       * The offer and the school's wording of the offered languages (SHOP_TEXTS_ID), as JSON with `<` escaped:
       * the browser hydrates with the texts the server wrote, and switches language, without asking first.
       */
      textsJson?: string;
    };

export interface SsrEntry {
  /** Renders a public page; undefined for every other address (the shell renders it in the browser). */
  render(url: string, services: SsrServices, language?: Language, texts?: ShopTexts): Promise<SsrResult | undefined>;
}

/**
 * The browser's hydration code (src/client/app/start-app.tsx), loaded by main.tsx after the server's HTML has
 * painted. The server lists its chunks with the page's own in PAGE_CODE_ID, so main.tsx fetches them all at
 * once and hydration waits for no chain of requests.
 */
export const HYDRATION_MODULE = 'app/start-app.tsx';

/** The id of the `<script type="application/json">` element listing those chunks' addresses, HYDRATION_MODULE's first. */
export const PAGE_CODE_ID = 'page-code';

/** The id of the `<script type="application/json">` element that carries the hydration data. */
export const HYDRATION_DATA_ID = 'router-data';

/** The id of the `<script type="application/json">` element with the page's languages and the school's wording (issue 53 item 7). */
export const SHOP_TEXTS_ID = 'shop-texts';
