import { answers, fileAnswers } from '../../../shared/api/errors.js';
import {
  DoorListQuery,
  GuestAddRequest,
  GuestAdmitRequest,
  GuestAdmitResponse,
  GuestIdRequest,
  GuestListResponse,
  GuestResponse,
  PerformanceQuery,
  ReservationCreateRequest,
  ReservationCreateResponse,
  ReservationOptionsResponse,
  ReservationPayRequest,
  ReservationPayResponse,
  StaffOrdersResponse,
  StaffSeatsResponse,
} from '../../../shared/api/reservations.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import { doorList } from './door-list.service.js';
import * as guests from './guests.service.js';
import { payReservation } from './reservation-pay.service.js';
import { createStaffOrder, listStaffOrders, reservationOptions } from './reservations.service.js';
import { staffSeatMap } from './staff-seats.service.js';

const tags = ['Reservierungen'];

/** Staff orders, the guest list and the door list (issue 42 items 2 and 3). */
export async function reservationsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/reservations/options.php',
    {
      onRequest: guard(ctx, 'ORDERS_CREATE'),
      schema: {
        summary: 'Vorstellungen für Reservierungen',
        description: 'Kommende Vorstellungen mit Kategorien und freien Plätzen. Berechtigung ORDERS_CREATE.',
        tags,
        response: answers(ReservationOptionsResponse),
      },
    },
    async () => reservationOptions(ctx),
  );

  app.get(
    '/reservations/seats.php',
    {
      onRequest: guard(ctx, 'ORDERS_CREATE'),
      schema: {
        summary: 'Sitzplan für eine Bestellung durch das Team',
        description:
          'Die Plätze einer Vorstellung mit Sitzplatzwahl, vergebene als belegt. Für die Abendkasse oder Gäste zurückgehaltene Plätze sind für das Team frei und werden zusätzlich genannt. Ohne Sitzplan eine leere Liste. Berechtigung ORDERS_CREATE.',
        tags,
        querystring: DoorListQuery,
        response: answers(StaffSeatsResponse),
      },
    },
    async (request) => staffSeatMap(ctx, request.query.performance_id),
  );

  app.post(
    '/reservations/create.php',
    {
      onRequest: guard(ctx, 'ORDERS_CREATE'),
      schema: {
        summary: 'Bestellung durch das Team anlegen',
        description:
          'Freikarte (0 €, mit Grund), „zahlt an der Abendkasse“ (reserviert bis vor der Vorstellung, danach freigegeben) oder „bezahlt“ (mit Notiz). Zählt gegen die Kontingente wie jede Bestellung. Bei Sitzplatzwahl nennt jede Zeile einen Platz je Ticket (`seats`); ein inzwischen vergebener Platz gibt 409 SEAT_TAKEN. Berechtigung ORDERS_CREATE.',
        tags,
        body: ReservationCreateRequest,
        response: answers(ReservationCreateResponse),
      },
    },
    async (request) => createStaffOrder(ctx, sessionOf(request), request.body),
  );

  app.get(
    '/reservations/list.php',
    {
      onRequest: guard(ctx, ['ORDERS_CREATE', 'BOX_OFFICE_SELL']),
      schema: {
        summary: 'Reservierungen einer Vorstellung',
        description: 'Die vom Team angelegten Bestellungen einer Vorstellung, nach Namen gesucht. Berechtigung ORDERS_CREATE oder BOX_OFFICE_SELL.',
        tags,
        querystring: PerformanceQuery,
        response: answers(StaffOrdersResponse),
      },
    },
    async (request) => {
      const { performance_id: performanceId, search } = request.query;
      const door = !hasPermission(sessionOf(request).permissions, 'ORDERS_CREATE');
      // The box office sees what it may take cash for; the back office sees every kind.
      return listStaffOrders(ctx, performanceId, search, door ? 'box_office' : undefined);
    },
  );

  app.post(
    '/reservations/pay.php',
    {
      onRequest: guard(ctx, 'BOX_OFFICE_SELL'),
      schema: {
        summary: 'Reservierung an der Abendkasse bezahlen',
        description:
          'Nimmt das Bargeld für eine Reservierung „zahlt an der Abendkasse“: bezahlt, Tickets gültig und eingelassen. Berechtigung BOX_OFFICE_SELL.',
        tags,
        body: ReservationPayRequest,
        response: answers(ReservationPayResponse),
      },
    },
    async (request) => payReservation(ctx, sessionOf(request), request.body),
  );

  app.get(
    '/reservations/door-list.php',
    {
      onRequest: guard(ctx, ['ORDERS_VIEW', 'CHECKIN_SCAN', 'BOX_OFFICE_SELL']),
      schema: {
        summary: 'Einlassliste als PDF',
        description:
          'Alle gültigen Tickets einer Vorstellung nach Nachnamen, mit Kästchen zum Abhaken, dazu die Gästeliste (A4). Berechtigung ORDERS_VIEW, CHECKIN_SCAN oder BOX_OFFICE_SELL.',
        tags,
        querystring: DoorListQuery,
        response: fileAnswers('application/pdf', 'PDF-Datei'),
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await doorList(ctx, request.query.performance_id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/guests/list.php',
    {
      onRequest: guard(ctx, ['ORDERS_CREATE', 'CHECKIN_SCAN']),
      schema: {
        summary: 'Gästeliste',
        description: 'Die Gästeliste einer Vorstellung, nach Namen gesucht. Berechtigung ORDERS_CREATE oder CHECKIN_SCAN.',
        tags,
        querystring: PerformanceQuery,
        response: answers(GuestListResponse),
      },
    },
    async (request) => guests.listGuests(ctx, request.query.performance_id, request.query.search),
  );

  app.post(
    '/guests/add.php',
    {
      onRequest: guard(ctx, 'ORDERS_CREATE'),
      schema: {
        summary: 'Gast eintragen',
        description: 'Setzt einen Namen ohne Ticket auf die Gästeliste. Berechtigung ORDERS_CREATE.',
        tags,
        body: GuestAddRequest,
        response: answers(GuestResponse),
      },
    },
    async (request) => guests.addGuest(ctx, sessionOf(request), request.body),
  );

  app.post(
    '/guests/remove.php',
    {
      onRequest: guard(ctx, 'ORDERS_CREATE'),
      schema: {
        summary: 'Gast austragen',
        description: 'Nimmt einen Namen von der Gästeliste. Berechtigung ORDERS_CREATE.',
        tags,
        body: GuestIdRequest,
        response: answers(GuestResponse),
      },
    },
    async (request) => guests.removeGuest(ctx, request.body.id),
  );

  app.post(
    '/guests/admit.php',
    {
      onRequest: guard(ctx, 'CHECKIN_SCAN'),
      schema: {
        summary: 'Gast einlassen',
        description: 'Lässt einen Gast der Gästeliste ein; eingelassen wird nur einmal. Berechtigung CHECKIN_SCAN.',
        tags,
        body: GuestAdmitRequest,
        response: answers(GuestAdmitResponse),
      },
    },
    async (request) => guests.admitGuest(ctx, sessionOf(request), request.body),
  );
}
