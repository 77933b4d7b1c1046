import type { PageGetResponse, SitePageDto } from '../../../shared/api/pages';
import { loaderGet } from '../../lib/route-data';

/** One legal page (pages/get.php); `context` is a route loader's (server rendering). */
export async function fetchSitePage(name: string, context?: unknown): Promise<SitePageDto> {
  return (await loaderGet<PageGetResponse>(context, 'pages/get.php', { name })).page;
}
