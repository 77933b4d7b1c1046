import type { FastifyInstance } from 'fastify';
import { EventsQuery, ScanRequest, SellRequest, SyncQuery, UploadRequest } from '../../../shared/api/checkin.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import { sell } from './boxoffice.service.js';
import * as checkin from './checkin.service.js';
import { streamAdmissions } from './events.service.js';
import { scanOnline } from './scan.service.js';

/** The door kiosk's calls; every one needs a staff session with the door's keys. */
const DOOR = ['CHECKIN_SCAN', 'BOX_OFFICE_SELL'] as const;

export async function checkinRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/checkin/performances.php', { onRequest: guard(ctx, DOOR) }, async () => checkin.performances(ctx));

  app.get('/checkin/sync.php', { onRequest: guard(ctx, DOOR), schema: { querystring: SyncQuery } }, async (request) =>
    checkin.sync(ctx, sessionOf(request), request.query as SyncQuery),
  );

  app.post('/checkin/upload.php', { onRequest: guard(ctx, 'CHECKIN_SCAN'), schema: { body: UploadRequest } }, async (request) =>
    checkin.upload(ctx, sessionOf(request), request.body as UploadRequest),
  );

  app.post('/checkin/scan.php', { onRequest: guard(ctx, 'CHECKIN_SCAN'), schema: { body: ScanRequest } }, async (request) =>
    scanOnline(ctx, sessionOf(request), request.body as ScanRequest),
  );

  app.get('/checkin/events.php', { onRequest: guard(ctx, DOOR), schema: { querystring: EventsQuery } }, async (request, reply) =>
    streamAdmissions(ctx, request, reply, request.query as EventsQuery),
  );

  app.post('/boxoffice/sell.php', { onRequest: guard(ctx, 'BOX_OFFICE_SELL'), schema: { body: SellRequest } }, async (request) =>
    sell(ctx, sessionOf(request), request.body as SellRequest),
  );
}
