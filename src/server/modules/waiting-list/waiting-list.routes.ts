import { Type } from 'typebox';
import { answers } from '../../../shared/api/errors.js';
import { DbId } from '../../../shared/api/numbers.js';
import { CreateOrderResponse } from '../../../shared/api/orders.js';
import {
  WaitingDone,
  WaitingEntryRef,
  WaitingEntryView,
  WaitingEventSwitch,
  WaitingEventsResponse,
  WaitingJoinRequest,
  WaitingJoinResponse,
  WaitingListResponse,
  WaitingTokenRequest,
} from '../../../shared/api/waiting-list.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import { visitorLanguage } from '../../http/visitor-language.js';
import { TICKET_LINK_CHECK } from '../tickets/index.js';
import { createJoinLimits } from './join-throttle.js';
import * as admin from './waiting-list-admin.service.js';
import * as waiting from './waiting-list.service.js';

const tags = ['Bestellungen'];
const EventQuery = Type.Object({ event_id: Type.Optional(DbId()) });
const PerformanceQuery = Type.Object({ performance_id: DbId() });
const OpenResponse = Type.Object({ open: Type.Boolean() });

/** Issue 42 item 1: the waiting list of sold-out performances, for the shop (personal link) and for staff. */
export async function waitingListRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  const joinLimits = createJoinLimits(ctx.config);
  app.get(
    '/waiting-list/open.php',
    {
      schema: {
        summary: 'Warteliste eines Events',
        description: 'Ob ausverkaufte Vorstellungen des Events eine Warteliste anbieten.',
        tags,
        querystring: Type.Object({ event_id: DbId() }),
        response: answers(OpenResponse),
      },
    },
    async (request) => ({ open: await waiting.waitingListOpen(ctx, request.query.event_id) }),
  );
  app.post(
    '/waiting-list/join.php',
    {
      schema: {
        'x-credential': 'none',
        summary: 'Auf die Warteliste',
        description:
          'Trägt E-Mail, Name und Anzahl für eine ausverkaufte Vorstellung (oder Kategorie) ein; dieselbe Adresse zweimal ist ein Eintrag. Die Antwort ist für neue und schon eingetragene Adressen dieselbe; die E-Mail an die Adresse sagt, was gilt. Der Eintrag zählt erst, wenn er über den Link der E-Mail bestätigt ist (confirm.php). Gebremst je Adresse und Netz (429).',
        tags,
        body: WaitingJoinRequest,
        response: answers(WaitingJoinResponse),
      },
    },
    async (request) =>
      waiting.joinWaitingList(ctx, request.body, { address: request.ip, language: await visitorLanguage(ctx.db, request.headers) }, joinLimits),
  );
  app.post(
    '/waiting-list/confirm.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Wartelisten-Anmeldung bestätigen',
        description:
          'Bestätigt die Anmeldung mit dem Link aus der E-Mail (Double-Opt-in); erst dann bekommt der Eintrag Angebote. Unbestätigte Anmeldungen werden nach 48 Stunden gelöscht.',
        tags,
        body: WaitingTokenRequest,
        response: answers(WaitingDone),
      },
    },
    async (request) => waiting.confirmWaitingEntry(ctx, request.body.token, request.ip),
  );
  app.get(
    '/waiting-list/entry.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Eigener Wartelisten-Eintrag',
        description: 'Stand des Eintrags hinter dem persönlichen Link, mit einem offenen Angebot.',
        tags,
        querystring: WaitingTokenRequest,
        response: answers(WaitingEntryView),
      },
    },
    async (request) => waiting.viewEntry(ctx, request.query.token, request.ip),
  );
  app.post(
    '/waiting-list/leave.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Von der Warteliste abmelden',
        description: 'Löscht den Eintrag; ein offenes Angebot geht an die nächste Person.',
        tags,
        body: WaitingTokenRequest,
        response: answers(WaitingDone),
      },
    },
    async (request) => waiting.leaveWaitingList(ctx, request.body.token, request.ip),
  );
  app.post(
    '/waiting-list/pay.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Angebot bezahlen',
        description: 'Die für den Eintrag reservierte Bestellung für die Zahlknöpfe (wie orders/create.php); bezahlt wird mit orders/capture.php.',
        tags,
        body: WaitingTokenRequest,
        response: answers(CreateOrderResponse),
      },
    },
    async (request) => waiting.payOffer(ctx, request.body.token, request.ip),
  );
  app.get(
    '/waiting-list/events.php',
    {
      schema: {
        summary: 'Wartelisten der Events',
        description: 'Events mit ihrem Schalter und die Vorstellungen eines Events mit Wartenden und offenen Angeboten. Berechtigung ORDERS_VIEW.',
        tags,
        querystring: EventQuery,
        response: answers(WaitingEventsResponse),
      },
      onRequest: guard(ctx, 'ORDERS_VIEW'),
    },
    async (request) => admin.waitingEvents(ctx, request.query.event_id),
  );
  app.get(
    '/waiting-list/list.php',
    {
      schema: {
        summary: 'Warteliste einer Vorstellung',
        description: 'Position, Wunsch, Angebot, Frist und Kauf jedes Eintrags. Berechtigung ORDERS_VIEW.',
        tags,
        querystring: PerformanceQuery,
        response: answers(WaitingListResponse),
      },
      onRequest: guard(ctx, 'ORDERS_VIEW'),
    },
    async (request) => admin.waitingList(ctx, request.query.performance_id),
  );
  app.post(
    '/waiting-list/switch.php',
    {
      schema: {
        summary: 'Warteliste ein- oder ausschalten',
        description: 'Schaltet die Warteliste eines Events. Berechtigung EVENTS_EDIT.',
        tags,
        body: WaitingEventSwitch,
        response: answers(WaitingDone),
      },
      onRequest: guard(ctx, 'EVENTS_EDIT'),
    },
    async (request) => admin.switchWaitingList(ctx, request.body.event_id, request.body.waiting_list),
  );
  app.post(
    '/waiting-list/remove.php',
    {
      schema: {
        summary: 'Eintrag löschen',
        description: 'Löscht einen Eintrag; ein offenes Angebot geht an die nächste Person. Berechtigung ORDERS_EDIT.',
        tags,
        body: WaitingEntryRef,
        response: answers(WaitingDone),
      },
      onRequest: guard(ctx, 'ORDERS_EDIT'),
    },
    async (request) => admin.removeWaitingEntry(ctx, request.body.entry_id),
  );
  app.post(
    '/waiting-list/offer.php',
    {
      schema: {
        summary: 'Angebot von Hand',
        description: 'Reserviert die Plätze eines Eintrags und schickt das Angebot, wenn sie frei sind. Berechtigung ORDERS_EDIT.',
        tags,
        body: WaitingEntryRef,
        response: answers(WaitingDone),
      },
      onRequest: guard(ctx, 'ORDERS_EDIT'),
    },
    async (request) => admin.offerByHand(ctx, request.body.entry_id),
  );
}
