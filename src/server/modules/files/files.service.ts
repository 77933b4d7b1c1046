import { AVATAR_FOLDER, FOLDER_PATTERN, type FileInfo, MAX_UPLOAD_LABEL } from '../../../shared/api/files.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { forbidden, invalid, notFound } from '../../domain-errors.js';
import type { SessionUser } from '../auth/index.js';
import { cleanFileName, detectFileType, IMAGE_TYPES } from './file-type.js';
import * as repo from './files.repository.js';
import { prepareVariants } from './image-variants.service.js';

export const FILES_EDIT = 'FILES_EDIT';
const folderPattern = new RegExp(FOLDER_PATTERN, 'u');

export const tooLarge = () => invalid(`Die Datei ist zu groß (höchstens ${MAX_UPLOAD_LABEL}).`, 'FILE_TOO_LARGE');

export function cleanFolder(raw: string | undefined): string {
  const folder = (raw ?? '').trim();
  if (!folderPattern.test(folder)) {
    throw invalid('Ordnernamen dürfen nur Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich enthalten.', 'BAD_FOLDER');
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
 * Pictures uploaded for one purpose land in its folder and need only that screen's key: an event's poster
 * (EVENTS_EDIT), the ticket logo (TICKET_DESIGN_EDIT; PNG or JPEG, which the PDF embeds).
 */
const PURPOSES: Record<string, { keys: string[]; folder: string; types: readonly string[]; refusal: string }> = {
  avatar: { keys: [], folder: AVATAR_FOLDER, types: IMAGE_TYPES, refusal: 'Als Profilbild sind nur PNG, JPEG, WebP und GIF erlaubt.' },
  event_image: { keys: ['EVENTS_EDIT', FILES_EDIT], folder: 'Plakate', types: IMAGE_TYPES, refusal: 'Als Eventbild sind nur PNG, JPEG, WebP und GIF erlaubt.' },
  ticket_logo: {
    keys: ['TICKET_DESIGN_EDIT', FILES_EDIT],
    folder: 'Tickets',
    types: ['image/png', 'image/jpeg'],
    refusal: 'Als Ticket-Logo sind nur PNG und JPEG erlaubt.',
  },
};

/**
 * Spec §7 files/upload.php. The `avatar` field takes a picture from any signed-in user (their profile
 * or an account being edited); purpose fields (see PURPOSES) need their screen's key; other uploads go to
 * the file explorer and need FILES_EDIT.
 */
export async function uploadFile(ctx: AppContext, caller: SessionUser, upload: Upload): Promise<number> {
  const purpose = Object.hasOwn(PURPOSES, upload.field) ? PURPOSES[upload.field] : undefined;
  const keys = purpose ? purpose.keys : [FILES_EDIT];
  if (keys.length && !hasPermission(caller.permissions, keys)) throw forbidden();
  if (!upload.data.byteLength) throw invalid('Die Datei ist leer.', 'EMPTY_FILE');
  const type = detectFileType(upload.data);
  if (!type) {
    throw invalid('Dieser Dateityp wird nicht unterstützt. Erlaubt sind PNG, JPEG, WebP, GIF und PDF.', 'UNSUPPORTED_FILE_TYPE');
  }
  if (purpose && !purpose.types.includes(type)) throw invalid(purpose.refusal, 'UNSUPPORTED_FILE_TYPE');
  const file = {
    name: cleanFileName(upload.filename),
    folder: purpose ? purpose.folder : cleanFolder(upload.folder),
    content_type: type,
    data: upload.data,
    created_by: caller.userId,
  };
  // The shop's sized copies are made before the file is stored, so a stored picture always has them.
  const { version, variants } = await prepareVariants(ctx, upload.data, type);
  return ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertFile(trx, file);
    await repo.insertVariants(trx, id, version, variants);
    return id;
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
