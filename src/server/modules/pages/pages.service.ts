import type { SitePageDto } from '../../../shared/api/pages.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import * as repo from './pages.repository.js';

/** A site page (Impressum, Datenschutz, AGB, …) for anyone to read. */
export async function pageByName(ctx: AppContext, name: string): Promise<SitePageDto> {
  const page = await repo.findPage(ctx.db, name);
  if (!page) throw notFound('Seite nicht gefunden.', 'PAGE_NOT_FOUND');
  return { name: page.name, title: page.title, sections: page.sections, updated_at: page.updated_at.toISOString() };
}
