import { isAllowedLinkHref } from '../../../shared/domain/link-address';

/**
 * Which elements and attributes the visual editor (Tiptap's starter kit) keeps when it loads stored HTML.
 * Anything else it would silently drop on the first edit, so such a text opens in the HTML source view.
 */
const KEPT: Record<string, readonly string[]> = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  strike: [],
  code: [],
  pre: [],
  blockquote: [],
  hr: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  a: ['href', 'rel', 'target', 'class'],
};

/** Wrappers whose text the editor keeps in paragraphs: harmless while they carry no attributes. */
const PLAIN_WRAPPERS = new Set(['div', 'span']);

/** What of `html` the visual editor could not keep, as short names for a notice ('<table>', 'class="…"'). */
export function markupTheEditorWouldLose(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const lost = new Set<string>();
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    const kept = KEPT[tag];
    if (!kept && !(PLAIN_WRAPPERS.has(tag) && element.attributes.length === 0)) lost.add(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (kept?.includes(attribute.name)) continue;
      if (kept || PLAIN_WRAPPERS.has(tag)) lost.add(`${attribute.name}="…"`);
    }
    const href = tag === 'a' ? element.getAttribute('href') : null;
    if (href !== null && !isAllowedLinkHref(href)) lost.add(`Link nach ${href}`);
  }
  return [...lost];
}
