import type { EditableSitePage, SitePageSaveRequest, SitePagesResponse } from '../../../shared/api/site-pages';
import { apiRequest } from '../../lib/api-client';

export async function fetchSitePages(): Promise<EditableSitePage[]> {
  return (await apiRequest<SitePagesResponse>('pages/admin_list.php', { auth: true })).pages;
}

export async function saveSitePage(page: SitePageSaveRequest): Promise<EditableSitePage> {
  return (await apiRequest<{ page: EditableSitePage }>('pages/save.php', { auth: true, json: page })).page;
}
