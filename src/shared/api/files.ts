import { type Static, Type } from 'typebox';

export const FileDownloadQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 20 })) });
export type FileDownloadQuery = Static<typeof FileDownloadQuery>;

/** Largest upload the server takes (avatars, event images, documents). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '5 MB';

/** Folder uploads through the `avatar` field land in. */
export const AVATAR_FOLDER = 'Profilbilder';

/** Letters, digits, space, dot, dash and underscore; '' is the top level. */
export const FOLDER_PATTERN = '^[\\p{L}\\p{N} ._-]{0,60}$';

export const FileUploadResponse = Type.Object({ success: Type.Literal(true), file_id: Type.Integer(), message: Type.String() });
export type FileUploadResponse = Static<typeof FileUploadResponse>;

const filePart = (description: string) => Type.String({ format: 'binary', description });

/**
 * The multipart form of files/upload.php as the document shows it (the server reads the parts itself): one
 * file part, whose field name says what the picture is for, and the explorer's optional folder.
 */
export const FileUploadForm = Type.Object(
  {
    avatar: Type.Optional(filePart('Ein Profilbild (PNG, JPEG, WebP, GIF); jeder Angemeldete darf es hochladen.')),
    event_image: Type.Optional(filePart('Ein Eventbild (PNG, JPEG, WebP, GIF), Ordner „Plakate“; Berechtigung EVENTS_EDIT.')),
    ticket_logo: Type.Optional(filePart('Das Ticket-Logo (PNG, JPEG), Ordner „Tickets“; Berechtigung TICKET_DESIGN_EDIT.')),
    file: Type.Optional(filePart('Jede andere Datei (PNG, JPEG, WebP, GIF, PDF) für den Datei-Explorer; Berechtigung FILES_EDIT.')),
    folder: Type.Optional(Type.String({ description: 'Ordner im Datei-Explorer (nur mit file).' })),
  },
  { minProperties: 1, description: 'Genau ein Dateiteil; sein Feldname bestimmt den Zweck.' },
);

/** What files/download.php sends: the stored file as it was uploaded, or a seeded poster (SVG). */
export const STORED_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf', 'image/svg+xml'] as const;

export const FileInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  folder: Type.String({ description: "Ordner; '' ist die oberste Ebene" }),
  content_type: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  created_at: Type.String(),
  created_by: Type.Union([Type.String(), Type.Null()]),
});
export type FileInfo = Static<typeof FileInfo>;

export const FileListResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  files: Type.Array(FileInfo),
  folders: Type.Array(Type.String()),
});
export type FileListResponse = Static<typeof FileListResponse>;

export const FileRenameRequest = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  folder: Type.Optional(Type.String({ maxLength: 60 })),
});
export type FileRenameRequest = Static<typeof FileRenameRequest>;

export const FileDeleteRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type FileDeleteRequest = Static<typeof FileDeleteRequest>;
