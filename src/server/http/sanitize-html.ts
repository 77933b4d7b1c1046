import type { DOMPurify } from 'dompurify';
import { type HtmlPolicy, mayContainMarkup, PAGE_HTML_POLICY } from '../../shared/domain/html-policy.js';

let purifier: Promise<DOMPurify> | undefined;

/** DOMPurify over a jsdom window. jsdom is slow to load and only admins' saves need it, so it loads on first use. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('jsdom'), import('dompurify')]).then(
    ([{ JSDOM }, { default: createDOMPurify }]) => createDOMPurify(new JSDOM('').window),
    (error: unknown) => {
      purifier = undefined;
      throw error;
    },
  );
  return purifier;
}

/**
 * Stored HTML (legal pages, mail templates) cleaned with the same policy the browser applies, so no client of
 * the API receives a script or an event handler from the database, whatever the editor sent.
 */
export async function sanitizeHtml(html: string, policy: HtmlPolicy): Promise<string> {
  const cached = recentlyCleaned.get(policy)?.get(html);
  if (cached !== undefined) return cached;
  const clean = (await loadPurifier()).sanitize(html, policy);
  remember(policy, html, clean);
  return clean;
}

/**
 * The same stored page is read again and again (its API answer, then the page rendered on the server), and
 * cleaning it over jsdom takes 5–10 ms; the result depends only on the text and the policy.
 */
const recentlyCleaned = new WeakMap<HtmlPolicy, Map<string, string>>();
const REMEMBERED_PER_POLICY = 32;

function remember(policy: HtmlPolicy, html: string, clean: string): void {
  const cleaned = recentlyCleaned.get(policy) ?? new Map<string, string>();
  recentlyCleaned.set(policy, cleaned);
  if (cleaned.size >= REMEMBERED_PER_POLICY) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(html, clean);
}

/**
 * A plain text (event description, titles) stays exactly as typed, "Tom & Jerry <3" included; only a text that
 * holds markup is cleaned like a page, so it is harmless even where a client shows it as HTML.
 */
export async function sanitizeText(text: string): Promise<string> {
  return mayContainMarkup(text) ? sanitizeHtml(text, PAGE_HTML_POLICY) : text;
}
