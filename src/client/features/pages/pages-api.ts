import type { PageGetResponse, SitePageDto } from '../../../shared/api/pages';
import { apiRequest } from '../../lib/api-client';

export async function fetchSitePage(name: string): Promise<SitePageDto> {
  return (await apiRequest<PageGetResponse>('pages/get.php', { query: { name } })).page;
}
