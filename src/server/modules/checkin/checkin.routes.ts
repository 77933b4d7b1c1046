import {
  DoorSeatsQuery,
  DoorSeatsResponse,
  EventsQuery,
  PerformancesResponse,
  ScanRequest,
  ScanResponse,
  SellRequest,
  SellResponse,
  SyncQuery,
  SyncResponse,
  UploadRequest,
  UploadResponse,
} from '../../../shared/api/checkin.js';
import { answers, fileAnswers } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import { doorSeatMap, sell } from './boxoffice.service.js';
import * as checkin from './checkin.service.js';
import { streamAdmissions } from './events.service.js';
import { scanOnline } from './scan.service.js';

/** The door kiosk's calls; every one needs a staff session with the door's keys. */
const DOOR = ['CHECKIN_SCAN', 'BOX_OFFICE_SELL'] as const;
const tags = ['Einlass'];

export async function checkinRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/checkin/performances.php',
    {
      onRequest: guard(ctx, DOOR),
      schema: {
        summary: 'Vorstellungen am Einlass',
        description: 'Alle Vorstellungen mit Kategorien, verkauften und eingelassenen Tickets. Berechtigung CHECKIN_SCAN oder BOX_OFFICE_SELL.',
        tags,
        response: answers(PerformancesResponse),
      },
    },
    async () => checkin.performances(ctx),
  );

  app.get(
    '/checkin/sync.php',
    {
      onRequest: guard(ctx, DOOR),
      schema: {
        summary: 'Abgleich für den Offline-Einlass',
        description:
          'Tickets, Schlüssel, Sperrliste und Zähler einer Vorstellung, seitenweise und ab einem Stand (since). Berechtigung CHECKIN_SCAN oder BOX_OFFICE_SELL.',
        tags,
        querystring: SyncQuery,
        response: answers(SyncResponse),
      },
    },
    async (request) => checkin.sync(ctx, sessionOf(request), request.query),
  );

  app.post(
    '/checkin/upload.php',
    {
      onRequest: guard(ctx, 'CHECKIN_SCAN'),
      schema: {
        summary: 'Scans hochladen',
        description: 'Offline gemachte Scans; jeder Scan zählt dank seiner nonce nur einmal. Berechtigung CHECKIN_SCAN.',
        tags,
        body: UploadRequest,
        response: answers(UploadResponse),
      },
    },
    async (request) => checkin.upload(ctx, sessionOf(request), request.body),
  );

  app.post(
    '/checkin/scan.php',
    {
      onRequest: guard(ctx, 'CHECKIN_SCAN'),
      schema: {
        summary: 'Ticket scannen',
        description: 'Prüft ein Ticket online und lässt es ein; zwei Eingänge lassen ein Ticket nie doppelt ein. Berechtigung CHECKIN_SCAN.',
        tags,
        body: ScanRequest,
        response: answers(ScanResponse),
      },
    },
    async (request) => scanOnline(ctx, sessionOf(request), request.body),
  );

  app.get(
    '/checkin/events.php',
    {
      onRequest: guard(ctx, DOOR),
      schema: {
        summary: 'Einlässe live',
        description:
          'Server-Sent Events: jedes „admission“-Ereignis nennt soeben eingelassene oder verkaufte Tickets mit den Zählern. Berechtigung CHECKIN_SCAN oder BOX_OFFICE_SELL.',
        tags,
        querystring: EventsQuery,
        response: fileAnswers('text/event-stream', 'Ereignisstrom (text/event-stream)'),
      },
    },
    async (request, reply) => streamAdmissions(ctx, request, reply, request.query, DOOR),
  );

  app.post(
    '/boxoffice/sell.php',
    {
      onRequest: guard(ctx, 'BOX_OFFICE_SELL'),
      schema: {
        summary: 'Abendkasse: verkaufen',
        description:
          'Verkauft Tickets: zuerst aus dem Kontingent der Abendkasse, dann gewählte freie Plätze und ab Einlass alles, was online nicht verkauft ist; dieselbe nonce liefert denselben Verkauf. Berechtigung BOX_OFFICE_SELL.',
        tags,
        body: SellRequest,
        response: answers(SellResponse),
      },
    },
    async (request) => sell(ctx, sessionOf(request), request.body),
  );

  app.get(
    '/boxoffice/seats.php',
    {
      onRequest: guard(ctx, 'BOX_OFFICE_SELL'),
      schema: {
        summary: 'Abendkasse: Sitzplan',
        description:
          'Der Sitzplan einer Vorstellung, wie ihn die Abendkasse sieht: ihre zurückgehaltenen und alle freien Plätze sind wählbar. Berechtigung BOX_OFFICE_SELL.',
        tags,
        querystring: DoorSeatsQuery,
        response: answers(DoorSeatsResponse),
      },
    },
    async (request) => doorSeatMap(ctx, request.query.performance_id),
  );
}
