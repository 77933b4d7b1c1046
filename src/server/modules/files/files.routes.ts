import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiErrorBody, answers, MessageResponse } from '../../../shared/api/errors.js';
import {
  FileDeleteRequest,
  FileDownloadQuery,
  FileListResponse,
  FileRenameRequest,
  FileUploadForm,
  FileUploadResponse,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  STORED_FILE_TYPES,
} from '../../../shared/api/files.js';
import { ImageVariantQuery } from '../../../shared/api/images.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { invalid } from '../../domain-errors.js';
import { DOCUMENT_BODY } from '../../http/openapi-document.js';
import { guard, sessionOf } from '../../http/guard.js';
import { DEFAULT_PICTURE_SVG } from './default-picture.js';
import { findFileContent } from './files.repository.js';
import * as files from './files.service.js';
import { readVariant } from './image-variants.service.js';

/** Reads the one file part and the optional `folder` field of a multipart upload. */
async function readUpload(request: FastifyRequest): Promise<files.Upload> {
  if (!request.isMultipart()) throw invalid('Bitte eine Datei als multipart/form-data hochladen.', 'NOT_MULTIPART');
  let upload: files.Upload | undefined;
  let folder: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const data = await file.toBuffer();
        if (file.file.truncated) throw files.tooLarge();
        upload ??= { field: file.fieldname, filename: file.filename, data };
      } else if (part.fieldname === 'folder') {
        folder = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw files.tooLarge();
    throw error;
  }
  if (!upload) throw invalid('Es wurde keine Datei gesendet.', 'NO_FILE');
  return { ...upload, folder };
}

const tags = ['Dateien'];

export async function filesRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 8 } });

  app.post(
    '/files/upload.php',
    {
      schema: {
        summary: 'Datei hochladen',
        description: `Eine Datei als multipart/form-data (ein Dateiteil, optional das Feld folder), höchstens ${MAX_UPLOAD_LABEL}. Profilbilder über das Feld avatar darf jeder Angemeldete hochladen.`,
        tags,
        consumes: ['multipart/form-data'],
        [DOCUMENT_BODY]: FileUploadForm,
        response: answers(FileUploadResponse),
      },
      onRequest: guard(ctx),
    },
    async (request) => {
      const upload = await readUpload(request);
      const id = await files.uploadFile(ctx, sessionOf(request), upload);
      return { success: true as const, file_id: id, message: 'Datei hochgeladen.' };
    },
  );

  app.get(
    '/files/list.php',
    {
      schema: { summary: 'Dateien', description: 'Alle Dateien mit Ordnern. Berechtigung FILES_VIEW.', tags, response: answers(FileListResponse) },
      onRequest: guard(ctx, 'FILES_VIEW'),
    },
    async () => ({ success: true as const, message: 'OK', ...(await files.listFiles(ctx)) }),
  );

  app.post(
    '/files/rename.php',
    {
      schema: {
        summary: 'Datei umbenennen',
        description: 'Ändert Namen und Ordner einer Datei. Berechtigung zum Bearbeiten von Dateien.',
        tags,
        body: FileRenameRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, files.FILES_EDIT),
    },
    async (request) => {
      const body = request.body;
      await files.renameFile(ctx, body.id, body.name, body.folder);
      return { success: true as const, message: 'Datei umbenannt.' };
    },
  );

  app.post(
    '/files/delete.php',
    {
      schema: {
        summary: 'Datei löschen',
        description: 'Löscht eine Datei. Berechtigung zum Bearbeiten von Dateien.',
        tags,
        body: FileDeleteRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, files.FILES_EDIT),
    },
    async (request) => {
      await files.deleteFile(ctx, request.body.id);
      return { success: true as const, message: 'Datei gelöscht.' };
    },
  );

  app.get(
    '/files/download.php',
    {
      schema: {
        summary: 'Datei laden',
        description: 'Der Inhalt einer Datei (Bilder für Shop und Tickets), ohne Anmeldung. Unbekannte ids bekommen ein Platzhalterbild mit Status 404.',
        tags,
        querystring: FileDownloadQuery,
        response: {
          200: Type.Unsafe<unknown>({
            description: 'Der Dateiinhalt, mit dem Typ, der beim Hochladen erkannt wurde',
            content: Object.fromEntries(STORED_FILE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          }),
          404: Type.Unsafe<unknown>({ description: 'Platzhalterbild', content: { 'image/svg+xml': { schema: { type: 'string' } } } }),
          '4xx': ApiErrorBody,
          '5xx': ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const fileId = id && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
      const file = fileId ? await findFileContent(ctx.db, fileId) : undefined;
      reply.header('X-Content-Type-Options', 'nosniff');
      if (!file) {
        return reply.status(404).type('image/svg+xml').header('Cache-Control', 'no-cache').send(DEFAULT_PICTURE_SVG);
      }
      const filename = encodeURIComponent(file.name);
      return reply
        .type(file.content_type)
        .header('Cache-Control', 'public, max-age=3600')
        .header('Content-Disposition', `inline; filename*=UTF-8''${filename}`)
        .send(Buffer.from(file.data));
    },
  );

  // A copy's address carries its content version, so it may stay in any cache for good.
  app.get(
    '/files/image.php',
    {
      schema: {
        summary: 'Bildkopie laden',
        description:
          'Eine verkleinerte Kopie eines hochgeladenen Bildes (AVIF oder WebP, 480/800/1200 px), ohne Anmeldung. v ist die Inhaltsversion: die Adresse ändert sich mit dem Bild und darf für immer im Cache bleiben.',
        tags,
        querystring: ImageVariantQuery,
        response: {
          200: Type.Unsafe<unknown>({
            description: 'Die Bildkopie',
            content: { 'image/avif': { schema: { type: 'string', format: 'binary' } }, 'image/webp': { schema: { type: 'string', format: 'binary' } } },
          }),
          '4xx': ApiErrorBody,
          '5xx': ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id, v, w, format } = request.query;
      const data = await readVariant(ctx.db, Number(id), v, Number(w), format);
      return reply
        .type(`image/${format}`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    },
  );
}
