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

export interface FileUploadResponse {
  success: true;
  file_id: number;
  message: string;
}

export interface FileInfo {
  id: number;
  name: string;
  folder: string;
  content_type: string;
  size: number;
  created_at: string;
  created_by: string | null;
}

export interface FileListResponse {
  success: true;
  message: string;
  files: FileInfo[];
  folders: string[];
}

export const FileRenameRequest = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  folder: Type.Optional(Type.String({ maxLength: 60 })),
});
export type FileRenameRequest = Static<typeof FileRenameRequest>;

export const FileDeleteRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type FileDeleteRequest = Static<typeof FileDeleteRequest>;
