import { fileDownloadPath, imageVariantPath } from '../api/image-addresses.js';
import type { PictureDto } from '../api/images.js';

/** What a server-rendered page says about itself in the head: description and link preview (Open Graph). */
export interface PageMeta {
  description: string;
  /** Path of the preview image below the API prefix; the server makes it absolute with PUBLIC_URL. */
  imagePath?: string;
}

const MAX_DESCRIPTION = 160;

/** One line of at most 160 characters, cut at a word with '…' (search results and chat previews cut there too). */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  const cut = line.slice(0, MAX_DESCRIPTION - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 80 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

interface MetaEvent {
  title: string;
  description: string;
  meta_description: string;
  image: number | null;
  pictures: readonly PictureDto[];
}

/**
 * An event page's head (issue 32 item 1): its own description (or the start of its text) and its poster
 * as preview, as a JPEG-or-PNG original where there is no sized copy; chat apps do not show AVIF.
 */
export function eventPageMeta(event: MetaEvent): PageMeta {
  const description = shortDescription(event.meta_description || event.description || `Tickets für ${event.title}`);
  if (event.image === null) return { description };
  const picture = event.pictures.find((candidate) => candidate.id === event.image);
  const width = picture?.widths.filter((candidate) => candidate <= 1200).at(-1);
  return { description, imagePath: picture && width ? imageVariantPath(picture, width, 'webp') : fileDownloadPath(event.image) };
}
