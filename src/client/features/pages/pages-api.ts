import type { PageGetResponse, SitePageDto } from '../../../shared/api/pages';
import { loaderGet } from '../../lib/route-data';
import { schoolTextQuery } from '../../i18n/school-text-language';

/** One legal page (pages/get.php) in the shop's language where the school translated it; `context` is a route loader's (server rendering). */
export async function fetchSitePage(name: string, context?: unknown): Promise<SitePageDto> {
  return (await loaderGet<PageGetResponse>(context, 'pages/get.php', { name, ...schoolTextQuery(context) })).page;
}
