import type { FastifyInstance } from 'fastify';
import { FileDownloadQuery } from '../../../shared/api/files.js';
import type { AppContext } from '../../http/context.js';
import { DEFAULT_PICTURE_SVG } from './default-picture.js';
import { findFileContent } from './files.repository.js';

export async function filesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
}
