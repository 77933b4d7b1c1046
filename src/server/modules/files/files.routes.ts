import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FileDeleteRequest, FileDownloadQuery, FileRenameRequest, MAX_UPLOAD_BYTES } from '../../../shared/api/files.js';
import { ImageVariantQuery } from '../../../shared/api/images.js';
import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { guard, sessionOf } from '../../http/guard.js';
import { DEFAULT_PICTURE_SVG } from './default-picture.js';
import { findFileContent } from './files.repository.js';
import * as files from './files.service.js';
import { readVariant } from './image-variants.service.js';

/** Reads the one file part and the optional `folder` field of a multipart upload. */
async function readUpload(request: FastifyRequest): Promise<files.Upload> {
  if (!request.isMultipart()) throw badRequest('Bitte eine Datei als multipart/form-data hochladen.', 'NOT_MULTIPART');
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
  if (!upload) throw badRequest('Es wurde keine Datei gesendet.', 'NO_FILE');
  return { ...upload, folder };
}

export async function filesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 8 } });

  app.post('/files/upload.php', { onRequest: guard(ctx) }, async (request) => {
    const upload = await readUpload(request);
    const id = await files.uploadFile(ctx, sessionOf(request), upload);
    return { success: true, file_id: id, message: 'Datei hochgeladen.' };
  });

  app.get('/files/list.php', { onRequest: guard(ctx, 'FILES_VIEW') }, async () => ({
    success: true,
    message: 'OK',
    ...(await files.listFiles(ctx)),
  }));

  app.post('/files/rename.php', { schema: { body: FileRenameRequest }, onRequest: guard(ctx, files.FILES_EDIT) }, async (request) => {
    const body = request.body as FileRenameRequest;
    await files.renameFile(ctx, body.id, body.name, body.folder);
    return { success: true, message: 'Datei umbenannt.' };
  });

  app.post('/files/delete.php', { schema: { body: FileDeleteRequest }, onRequest: guard(ctx, files.FILES_EDIT) }, async (request) => {
    await files.deleteFile(ctx, (request.body as FileDeleteRequest).id);
    return { success: true, message: 'Datei gelöscht.' };
  });

  app.get('/files/download.php', { schema: { querystring: FileDownloadQuery } }, async (request, reply) => {
    const { id } = request.query as FileDownloadQuery;
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
  });

  // A copy's address carries its content version, so it may stay in any cache for good.
  app.get('/files/image.php', { schema: { querystring: ImageVariantQuery } }, async (request, reply) => {
    const { id, v, w, format } = request.query as ImageVariantQuery;
    const data = await readVariant(ctx.db, Number(id), v, Number(w), format);
    return reply
      .type(`image/${format}`)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(data));
  });
}
