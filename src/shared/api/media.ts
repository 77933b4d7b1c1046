import { type Static, Type } from 'typebox';

/** One picture of the media library, with where the shop uses it. */
export const MediaImage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  folder: Type.String(),
  content_type: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  created_at: Type.String(),
  /** German labels: 'Plakat: {event}', 'Galerie: {event}', 'Ticket-Logo', 'Profilbild'. */
  used_by: Type.Array(Type.String(), { description: "Verwendung, z. B. 'Plakat: {Event}', 'Ticket-Logo'" }),
});
export type MediaImage = Static<typeof MediaImage>;

export const MediaListResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  images: Type.Array(MediaImage),
  folders: Type.Array(Type.String()),
});
export type MediaListResponse = Static<typeof MediaListResponse>;
