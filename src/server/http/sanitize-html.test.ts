import { describe, expect, it } from 'vitest';
import { MAIL_HTML_POLICY, PAGE_HTML_POLICY } from '../../shared/domain/html-policy';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml remembers recent results', () => {
  it('gives a repeated text the same clean result', async () => {
    const dirty = '<p>Impressum</p><script>alert(1)</script>';
    expect(await sanitizeHtml(dirty, PAGE_HTML_POLICY)).toBe('<p>Impressum</p>');
    expect(await sanitizeHtml(dirty, PAGE_HTML_POLICY)).toBe('<p>Impressum</p>');
  });

  it('keeps each policy apart: a style a mail may carry is still dropped from a page, and back', async () => {
    const styled = '<p style="color: red">Hinweis</p>';
    expect(await sanitizeHtml(styled, MAIL_HTML_POLICY)).toBe(styled);
    expect(await sanitizeHtml(styled, PAGE_HTML_POLICY)).toBe('<p>Hinweis</p>');
    expect(await sanitizeHtml(styled, MAIL_HTML_POLICY)).toBe(styled);
  });
});
