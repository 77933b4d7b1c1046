import DOMPurify from 'dompurify';
import { MAIL_HTML_POLICY, PAGE_HTML_POLICY } from '../../shared/domain/html-policy';

/** Stored HTML (legal pages) made harmless before it is shown or saved; the server applies the same policy. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, PAGE_HTML_POLICY);
}

/** Mail templates keep their inline styles; scripts and handlers still go. */
export function sanitizeMailHtml(html: string): string {
  return DOMPurify.sanitize(html, MAIL_HTML_POLICY);
}
