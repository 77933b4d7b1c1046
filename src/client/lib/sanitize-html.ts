import DOMPurify from 'dompurify';

/** Stored HTML (legal pages, mail templates) made harmless before it is shown or saved: no scripts, no handlers, no styles blocks. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
}

/** Mails need inline styles (mail clients ignore style sheets); scripts and handlers still go. */
export function sanitizeMailHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'input', 'iframe'] });
}
