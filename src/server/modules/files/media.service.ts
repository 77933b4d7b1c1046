import type { MediaImage } from '../../../shared/api/media.js';
import type { AppContext } from '../../http/context.js';
import { readTicketDesign } from '../tickets/index.js';
import * as media from './media.repository.js';

/** Spec §2 media: the pictures among the uploaded files (posters, gallery, logos), each with where it is used. */
export async function listMedia(ctx: AppContext): Promise<{ images: MediaImage[]; folders: string[] }> {
  const [files, events, avatars, design] = await Promise.all([
    media.imageFiles(ctx.db),
    media.eventImages(ctx.db),
    media.avatars(ctx.db),
    readTicketDesign(ctx.db),
  ]);
  const usage = new Map<number, string[]>();
  const use = (id: number | null, label: string) => {
    if (id === null) return;
    usage.set(id, [...(usage.get(id) ?? []), label]);
  };
  for (const event of events) {
    use(event.image_file_id, `Plakat: ${event.title}`);
    for (const id of event.gallery_file_ids) use(id, `Galerie: ${event.title}`);
  }
  use(design.logo_file_id, 'Ticket-Logo');
  for (const user of avatars) use(user.image_id, 'Profilbild');
  const images = files.map((file) => ({ ...file, created_at: new Date(file.created_at).toISOString(), used_by: usage.get(file.id) ?? [] }));
  const folders = [...new Set(images.map((image) => image.folder))].sort((a, b) => a.localeCompare(b, 'de'));
  return { images, folders };
}
