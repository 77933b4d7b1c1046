import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { answers } from '../../shared/api/errors.js';
import { documentedRoute, finishDocument } from './openapi-document.js';
import type { ApiInstance } from './api-instance.js';
import type { AppContext } from './context.js';

/** The API's areas as the document groups them; every route names one of these in its `tags`. */
export const API_TAGS = [
  { name: 'Anmeldung', description: 'Anmelden, Sitzung prüfen, Abmelden und die eigenen Berechtigungen.' },
  { name: 'Benutzer', description: 'Benutzerkonten des Backoffice und das eigene Profil.' },
  { name: 'Rollen', description: 'Rollen und ihre Berechtigungen.' },
  { name: 'Events', description: 'Veranstaltungen für den Shop und ihre Pflege im Backoffice.' },
  { name: 'Spielstätten', description: 'Spielstätten mit Sitzplan.' },
  { name: 'Seiten', description: 'Rechtstexte und Kontaktseite des Shops.' },
  { name: 'Statistik', description: 'Dashboard und Verkaufsstatistik.' },
  { name: 'Dateien', description: 'Hochgeladene Dateien und die Medienbibliothek.' },
  { name: 'Einlass', description: 'Einlass-Kiosk: Abgleich, Scans und Abendkasse.' },
  { name: 'Bestellungen', description: 'Bestellen, Bezahlen abschließen und die Bestellverwaltung.' },
  { name: 'Reservierungen', description: 'Bestellungen durch das Team (Freikarte, Abendkasse, bezahlt), Gästeliste und Einlassliste.' },
  { name: 'Zahlungen', description: 'Zahlungsarten, PayPal-Universen und Benachrichtigungen von PayPal.' },
  { name: 'Mails', description: 'Postausgang und Mailvorlagen.' },
  { name: 'Tickets', description: 'Ticketseite, Ticket-PDF, Prüfschlüssel und Ticketdesign.' },
  { name: 'Konfiguration', description: 'Einstellungen des Shops.' },
  { name: 'API Verwaltung', description: 'API-Schlüssel (Authorization: Bearer tsk_…) und ausgehende Webhooks.' },
  { name: 'Backup', description: 'Backups der ganzen Datenbank: Liste, sofort erstellen, herunterladen.' },
  { name: 'System', description: 'Erreichbarkeit und diese Beschreibung der Schnittstelle.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** OpenAPI 3.1, gathered from the routes' own schemas; routes behind a guard need the session token. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ticket-Shop für Schulmusicals – API',
        version: '1',
        description:
          'Alle Aufrufe liegen unter /api/ und antworten mit JSON (außer PDF, CSV, Bildern und Mails). ' +
          'Geschützte Aufrufe brauchen das Sitzungstoken aus auth/login.php als „Authorization: Bearer …“. ' +
          'Fehler antworten mit success: false, einem stabilen code und einer deutschen message.',
      },
      // Relative: the document is served by the server it describes, wherever that runs.
      servers: [{ url: '/', description: 'Dieser Server' }],
      // A session by default; public calls say `security: []` themselves (documentedRoute).
      security: [{ sitzung: [] }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          sitzung: {
            type: 'http',
            scheme: 'bearer',
            description: 'Sitzungstoken aus auth/login.php, oder ein API-Schlüssel (tsk_…) für die Aufrufe seines Bereichs',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => documentedRoute(schema, url, route.method, Boolean(route.onRequest)),
    transformObject: (document) => ('openapiObject' in document ? finishDocument(document.openapiObject) : document.swaggerObject),
  });
}

/** The document itself, for integrators and the back office's help page. */
export async function openApiRoutes(app: ApiInstance, _ctx: AppContext): Promise<void> {
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'Beschreibung der Schnittstelle',
        description: 'Dieses Dokument: alle Aufrufe mit Parametern und Antworten im Format OpenAPI 3.1.',
        tags: ['System'],
        response: answers(
          Type.Object(
            { openapi: Type.String(), info: Type.Object({}, { additionalProperties: true }), paths: Type.Record(Type.String(), Type.Unknown()) },
            { additionalProperties: true, description: 'OpenAPI-3.1-Dokument' },
          ),
        ),
      },
    },
    async () => app.swagger() as unknown as { openapi: string; info: object; paths: Record<string, unknown> },
  );
}
