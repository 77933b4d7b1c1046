import type { MediaImage, MediaListResponse } from '../../../shared/api/media';
import { apiRequest, apiUrl } from '../../lib/api-client';

export function fetchMedia(): Promise<MediaListResponse> {
  return apiRequest<MediaListResponse>('media/list.php', { auth: true });
}

export const mediaUrl = (image: Pick<MediaImage, 'id'>) => apiUrl('files/download.php', { id: image.id });

/** Folders the library suggests for new pictures. */
export const MEDIA_FOLDERS = ['Plakate', 'Galerie'];
