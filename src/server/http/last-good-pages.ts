import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../shared/domain/mail-placeholders.js';

/** A rendered address as it goes out: a redirect, or the page with its compressed copies made on demand. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; encoded: Partial<Record<'br' | 'gzip', Buffer>> };

/** How many addresses keep their last good render: the hot pages, as many as the render cache holds. */
const LAST_GOOD_PAGES = 200;

/**
 * While the database cannot be read (a full disk with no connection left, an outage), a page whose data
 * failed would answer 503 with the error text; a visitor who had the page a moment ago gets it as it was
 * then instead, with a German line above it saying so. The notice stands outside the root, so the page's
 * own markup still matches its data when the browser takes it over.
 */
export function lastGoodPages(app: FastifyInstance) {
  const good = new Map<string, { page: RenderedPage; at: Date; stale?: RenderedPage }>();
  return {
    note(key: string, page: RenderedPage) {
      if (page.kind === 'page' && page.status !== 200) return;
      if (good.get(key)?.page === page) return;
      good.delete(key);
      good.set(key, { page, at: app.ctx.now() });
      if (good.size > LAST_GOOD_PAGES) good.delete(good.keys().next().value as string);
    },
    instead(key: string): RenderedPage | undefined {
      const kept = good.get(key);
      if (!kept || kept.page.kind === 'redirect') return kept?.page;
      kept.stale ??= { ...kept.page, html: withStaleNotice(kept.page.html, kept.at), encoded: {} };
      return kept.stale;
    },
  };
}

/** The German line above a page served as it was at `at`. */
function staleNotice(at: Date): string {
  const time = at.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
  return `Der Server hat gerade ein Problem. Du siehst diese Seite, wie sie um ${time} Uhr war; freie Plätze können sich seitdem geändert haben. Bitte versuche es in einem Moment noch einmal.`;
}

function withStaleNotice(html: string, at: Date): string {
  const notice = `<p class="stale-page-notice" role="status" style="margin:0;padding:.75rem 1rem;text-align:center;color:#fff;background:#8a4e00">${escapeHtml(staleNotice(at))}</p>`;
  return html.replace(/<body([^>]*)>/, (tag) => `${tag}${notice}`);
}
