import type { EditableSitePage, SitePageSaveRequest, SitePagesResponse } from '../../../shared/api/site-pages';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export async function fetchSitePages(): Promise<EditableSitePage[]> {
  return (await adminRead<SitePagesResponse>('pages/admin_list.php')).pages;
}

export async function saveSitePage(page: SitePageSaveRequest): Promise<EditableSitePage> {
  return (await apiRequest<{ page: EditableSitePage }>('pages/save.php', { json: page })).page;
}
