/**
 * What stored HTML may contain, one definition for the browser (DOMPurify on the page) and the server (the same
 * DOMPurify over jsdom when an admin saves). The html profile already drops scripts, on* handlers and
 * javascript: links; these lists take away what the shop has no use for on top.
 */
export interface HtmlPolicy {
  USE_PROFILES: { html: true };
  FORBID_TAGS: string[];
  FORBID_ATTR?: string[];
}

/** Legal pages and other shop texts: no style blocks or inline styles, no forms, no frames. */
export const PAGE_HTML_POLICY: HtmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
  FORBID_ATTR: ['style'],
};

/** Mails need inline styles (mail clients ignore style sheets); forms and frames still go. */
export const MAIL_HTML_POLICY: HtmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'iframe'],
};

/**
 * Whether a plain text could turn into markup when a client puts it into HTML. An HTML parser opens a tag only
 * at `<` followed by a letter, `/`, `!` or `?`; a text without that ("Tom & Jerry <3") stays text everywhere.
 */
export function mayContainMarkup(text: string): boolean {
  return /<[a-z/!?]/i.test(text);
}
