/** One picture of the media library, with where the shop uses it. */
export interface MediaImage {
  id: number;
  name: string;
  folder: string;
  content_type: string;
  size: number;
  created_at: string;
  /** German labels: 'Plakat: {event}', 'Galerie: {event}', 'Ticket-Logo', 'Profilbild'. */
  used_by: string[];
}

export interface MediaListResponse {
  success: true;
  message: string;
  images: MediaImage[];
  folders: string[];
}
