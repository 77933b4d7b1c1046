import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { headingSlugger } from '../../../shared/domain/heading-slug';
import { handbookHref } from './handbook-pages';

/** Plain text of a heading, as GitHub slugs it (markup and link targets left out). */
function plainText(tokens: readonly Tokens.Generic[]): string {
  return tokens.map((token) => (token.tokens ? plainText(token.tokens) : 'text' in token ? String(token.text) : '')).join('');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A handbook page as HTML for the app: headings carry GitHub's anchors, links between pages point into
 * /admin/help, pictures come from the build (`pictures`: file name → URL). The result is sanitised.
 */
export function renderHandbook(markdown: string, pictures: Readonly<Record<string, string>>): string {
  const slug = headingSlugger();
  const marked = new Marked({
    gfm: true,
    renderer: {
      // One level down: the screen's own title is the page's h1.
      heading({ tokens, depth }) {
        const level = Math.min(depth + 1, 6);
        return `<h${level} id="${escapeAttribute(slug(plainText(tokens)))}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, tokens }) {
        const target = handbookHref(href);
        const text = this.parser.parseInline(tokens);
        if (target === null) return `<span>${text}</span>`;
        const external = /^https?:/.test(target) ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${escapeAttribute(target)}"${external}>${text}</a>`;
      },
      image({ href, text }) {
        const source = pictures[href.replace(/^(\.\/)?bilder\//, '')];
        if (!source) return '';
        return `<img src="${escapeAttribute(source)}" alt="${escapeAttribute(text)}" loading="lazy">`;
      },
    },
  });
  return DOMPurify.sanitize(marked.parse(markdown, { async: false }), { ADD_ATTR: ['target'] });
}
