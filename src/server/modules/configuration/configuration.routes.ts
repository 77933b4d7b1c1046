import type { FastifyInstance } from 'fastify';
import { ConfigSaveRequest, ConfigUploadRequest } from '../../../shared/api/configuration.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as config from './configuration.service.js';

/** Shop configuration (spec §3): read with CONFIGURATION_VIEW, saved with CONFIGURATION_EDIT. */
export async function configurationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/config/get.php', { onRequest: guard(ctx, 'CONFIGURATION_VIEW') }, () => config.getConfig(ctx));

  app.post('/config/save.php', { schema: { body: ConfigSaveRequest }, onRequest: guard(ctx, 'CONFIGURATION_EDIT') }, (request) =>
    config.saveConfig(ctx, (request.body as ConfigSaveRequest).values),
  );

  // The file arrives as text in `content`; a stylesheet may hold form feeds, and the service refuses NUL itself.
  app.post(
    '/config/upload.php',
    { schema: { body: ConfigUploadRequest }, onRequest: guard(ctx, 'CONFIGURATION_EDIT'), config: { fileContentFields: ['content'] } },
    (request) => config.uploadConfigFile(ctx, sessionOf(request), request.body as ConfigUploadRequest),
  );

  // The shop's chrome reads these before anyone signs in: name, colours, contact, maintenance, cookie banner.
  app.get('/config/public.php', async () => ({ success: true, config: await config.getPublicConfig(ctx) }));
}
