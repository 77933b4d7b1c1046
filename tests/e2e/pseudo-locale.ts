import type { BrowserContext, Page } from 'playwright-core';
import english from '../../src/shared/i18n/catalogs/en.json';

/**
 * A pseudo-locale run (issue 53): the English catalog with every text between ⟦ and ⟧, served in place of
 * the English chunk. A visible text without the marks then came from somewhere else than the catalog: a
 * string written into a component, which a parent who reads no German would meet in German.
 */
const OPEN = '⟦';
const CLOSE = '⟧';

const pseudoCatalog = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, `${OPEN}${text}${CLOSE}`]));

/**
 * The context's visitor reads the shop in pseudo-English. Pages the browser renders use the served chunk;
 * a server-rendered page would come in plain English, so the walk reaches those by navigating inside the app.
 */
export async function usePseudoEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('shopLanguage', 'en'));
  await context.route(/\/assets\/en-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(pseudoCatalog)};` }),
  );
}

/**
 * Visible texts and accessible names (aria-label, alt, title, placeholder) on the page that bypass the
 * catalog. Not counted: what is marked as another language than the page's (the school's German texts, each
 * language's own name in the switch) or as a name never translated (`translate="no"`), times, e-mail
 * addresses, and texts of digits, punctuation and symbols alone (prices, seat numbers, codes). A text inside a catalog message with markup (`Trans`) counts as marked.
 */
export function textsBypassingCatalog(page: Page): Promise<string[]> {
  return page.evaluate(
    ([open, close]) => {
      const pageLanguage = document.documentElement.lang;
      const foreign = (element: Element) => {
        const marked = element.closest('[lang]');
        return marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== pageLanguage;
      };
      const skipped = (element: Element) => foreign(element) || element.closest('script, style, noscript, time, svg, [translate="no"]') !== null;
      const plain = (text: string) => /^[\d\s\p{P}\p{S}]*$/u.test(text) || /^[^\s@]+@[^\s@]+$/.test(text);
      /** Whether the text at `node` sits between an open mark and its close within a near ancestor's text. */
      const insideMessage = (node: Node) => {
        let ancestor = node.parentElement;
        for (let level = 0; ancestor && level < 4; level++, ancestor = ancestor.parentElement) {
          const range = document.createRange();
          range.setStart(ancestor, 0);
          range.setEndBefore(node);
          const before = range.toString();
          const opened = before.lastIndexOf(open);
          if (opened >= 0 && before.indexOf(close, opened) < 0) return true;
        }
        return false;
      };
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue?.trim() ?? '';
        const element = node.parentElement;
        if (!text || !element || plain(text) || text.includes(open) || text.includes(close)) continue;
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) || skipped(element)) continue;
        if (!insideMessage(node)) found.add(text);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
        if (skipped(element)) continue;
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = element.getAttribute(name)?.trim();
          if (value && !plain(value) && !value.includes(open)) found.add(`${name}="${value}"`);
        }
      }
      return [...found];
    },
    [OPEN, CLOSE],
  );
}
