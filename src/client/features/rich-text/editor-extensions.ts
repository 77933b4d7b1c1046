import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkHref } from '../../../shared/domain/link-address';

/** The heading level the toolbar makes: under the page's h1 title and its sections' h2 names (SitePage.tsx). */
export const TOOLBAR_HEADING_LEVEL = 3;

/**
 * Tiptap's starter kit (paragraphs, headings, lists, bold, italic, links, undo). Links come only from the link
 * dialog or a pasted address and open in the same tab like the shop's own; no autolink while typing, so
 * text typed after a link does not join it.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    },
  }),
];
