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

/**
 * No ids or names: an element of stored HTML named like one of the page's own (its router data, its code list,
 * a section's anchor) would be found in its place by getElementById and take the page over (issue 29). The
 * legal pages' anchors come from the section names, never from the stored HTML.
 */
const NAMING_ATTRIBUTES = ['id', 'name'];

/** Legal pages and other shop texts: no style blocks or inline styles, no forms, no frames, no ids. */
export const PAGE_HTML_POLICY: HtmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
  FORBID_ATTR: ['style', ...NAMING_ATTRIBUTES],
};

/** Mails need inline styles (mail clients ignore style sheets); forms, frames and ids still go. */
export const MAIL_HTML_POLICY: HtmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'iframe'],
  FORBID_ATTR: NAMING_ATTRIBUTES,
};

/**
 * Whether a plain text could turn into markup when a client puts it into HTML. An HTML parser opens a tag only
 * at `<` followed by a letter, `/`, `!` or `?`; a text without that ("Tom & Jerry <3") stays text everywhere.
 */
export function mayContainMarkup(text: string): boolean {
  return /<[a-z/!?]/i.test(text);
}
