import { AVATAR_FOLDER, FOLDER_PATTERN, type FileInfo, MAX_UPLOAD_LABEL } from '../../../shared/api/files.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/auth.service.js';
import { cleanFileName, detectFileType, IMAGE_TYPES } from './file-type.js';
import * as repo from './files.repository.js';

export const FILES_EDIT = 'FILES_EDIT';
const folderPattern = new RegExp(FOLDER_PATTERN, 'u');

export const tooLarge = () => badRequest(`Die Datei ist zu groß (höchstens ${MAX_UPLOAD_LABEL}).`, 'FILE_TOO_LARGE');

export function cleanFolder(raw: string | undefined): string {
  const folder = (raw ?? '').trim();
  if (!folderPattern.test(folder)) {
    throw badRequest('Ordnernamen dürfen nur Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich enthalten.', 'BAD_FOLDER');
  }
  return folder;
}

export interface Upload {
  field: string;
  filename: string;
  data: Buffer;
  folder?: string;
}

/**
 * Spec §7 files/upload.php. The `avatar` field takes a picture from any signed-in user (their profile
 * or an account being edited); other uploads go to the file explorer and need FILES_EDIT.
 */
export async function uploadFile(ctx: AppContext, caller: SessionUser, upload: Upload): Promise<number> {
  const avatar = upload.field === 'avatar';
  if (!avatar && !hasPermission(caller.permissions, FILES_EDIT)) throw forbidden();
  if (!upload.data.byteLength) throw badRequest('Die Datei ist leer.', 'EMPTY_FILE');
  const type = detectFileType(upload.data);
  if (!type) {
    throw badRequest('Dieser Dateityp wird nicht unterstützt. Erlaubt sind PNG, JPEG, WebP, GIF und PDF.', 'UNSUPPORTED_FILE_TYPE');
  }
  if (avatar && !IMAGE_TYPES.includes(type)) {
    throw badRequest('Als Profilbild sind nur PNG, JPEG, WebP und GIF erlaubt.', 'UNSUPPORTED_FILE_TYPE');
  }
  return repo.insertFile(ctx.db, {
    name: cleanFileName(upload.filename),
    folder: avatar ? AVATAR_FOLDER : cleanFolder(upload.folder),
    content_type: type,
    data: upload.data,
    created_by: caller.userId,
  });
}

export async function listFiles(ctx: AppContext): Promise<{ files: FileInfo[]; folders: string[] }> {
  const rows = await repo.listFiles(ctx.db);
  const files = rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  const folders = [...new Set(['', ...files.map((file) => file.folder)])].sort((a, b) => a.localeCompare(b, 'de'));
  return { files, folders };
}

export async function renameFile(ctx: AppContext, id: number, name: string, folder: string | undefined): Promise<void> {
  const file = await repo.findFile(ctx.db, id);
  if (!file) throw notFound('Datei nicht gefunden.', 'FILE_NOT_FOUND');
  const cleaned = cleanFileName(name);
  await repo.renameFile(ctx.db, id, cleaned, folder === undefined ? file.folder : cleanFolder(folder));
}

export async function deleteFile(ctx: AppContext, id: number): Promise<void> {
  if (!(await repo.findFile(ctx.db, id))) throw notFound('Datei nicht gefunden.', 'FILE_NOT_FOUND');
  await repo.deleteFile(ctx.db, id);
}
