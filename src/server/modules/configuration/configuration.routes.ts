import {
  ConfigResponse,
  ConfigSaveRequest,
  ConfigUploadRequest,
  ConfigUploadResponse,
  PublicConfigResponse,
  UI_CONFIG_KEYS,
} from '../../../shared/api/configuration.js';
import { answers } from '../../../shared/api/errors.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as config from './configuration.service.js';
import { publicLanguages } from '../localization/index.js';

const tags = ['Konfiguration'];

/** Shop configuration (spec §3): read with CONFIGURATION_VIEW, saved with CONFIGURATION_EDIT. */
export async function configurationRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/config/get.php',
    {
      schema: {
        summary: 'Konfiguration',
        description:
          'Alle Einstellungen des Shops mit den Namen der gewählten Dateien. Berechtigung CONFIGURATION_VIEW; mit UI_CUSTOMIZE_VIEW allein nur die Einstellungen der UI-Anpassung.',
        tags,
        response: answers(ConfigResponse),
      },
      onRequest: guard(ctx, ['CONFIGURATION_VIEW', 'UI_CUSTOMIZE_VIEW']),
    },
    async (request) => {
      const all = await config.getConfig(ctx);
      if (hasPermission(sessionOf(request).permissions, 'CONFIGURATION_VIEW')) return all;
      const only = <T>(record: Record<string, T>) => Object.fromEntries(UI_CONFIG_KEYS.filter((key) => key in record).map((key) => [key, record[key]]));
      return { ...all, values: only(all.values), files: only(all.files) };
    },
  );

  app.post(
    '/config/save.php',
    {
      schema: {
        summary: 'Konfiguration speichern',
        description:
          'Speichert geänderte Einstellungen nach Schlüssel; jeder Wert wird nach dem Feldkatalog geprüft. Berechtigung CONFIGURATION_EDIT, für die Webhook-URL zusätzlich API_MANAGE.',
        tags,
        body: ConfigSaveRequest,
        response: answers(ConfigResponse),
      },
      onRequest: guard(ctx, 'CONFIGURATION_EDIT'),
    },
    (request) => config.saveConfig(ctx, request.body.values, sessionOf(request), request.ip),
  );

  // The file arrives as text in `content`; a stylesheet may hold form feeds, and the service refuses NUL itself.
  app.post(
    '/config/upload.php',
    {
      schema: {
        summary: 'Datei für die Konfiguration',
        description: 'Eine Textdatei (SVG-Logo, CSS, JavaScript) für ein Dateifeld der Konfiguration. Berechtigung CONFIGURATION_EDIT.',
        tags,
        body: ConfigUploadRequest,
        response: answers(ConfigUploadResponse),
      },
      onRequest: guard(ctx, 'CONFIGURATION_EDIT'),
      config: { fileContentFields: ['content'] },
    },
    (request) => config.uploadConfigFile(ctx, sessionOf(request), request.body),
  );

  // The shop's chrome reads these before anyone signs in: name, colours, contact, maintenance, cookie banner.
  app.get(
    '/config/public.php',
    {
      schema: {
        summary: 'Öffentliche Einstellungen',
        description:
          'Was der Shop vor jeder Anmeldung braucht: Name, Farben, Kontakt, Wartungsmodus, Cookie-Hinweis; dazu die angebotenen Sprachen, die Standardsprache und die eigenen Formulierungen der Schule für die Shop-Texte.',
        tags,
        response: answers(PublicConfigResponse),
      },
    },
    async () => ({ success: true as const, config: await config.getPublicConfig(ctx), languages: await publicLanguages(ctx.db) }),
  );
}
