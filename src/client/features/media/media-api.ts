import type { MediaImage, MediaListResponse } from '../../../shared/api/media';
import { apiUrl } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export function fetchMedia(): Promise<MediaListResponse> {
  return adminRead<MediaListResponse>('media/list.php');
}

export const mediaUrl = (image: Pick<MediaImage, 'id'>) => apiUrl('files/download.php', { id: image.id });

/** Folders the library suggests for new pictures. */
export const MEDIA_FOLDERS = ['Plakate', 'Galerie'];
