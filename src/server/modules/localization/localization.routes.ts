import { answers } from '../../../shared/api/errors.js';
import { LocalizationResponse, LocalizationSaveRequest, TextOverrideRequest } from '../../../shared/api/localization.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as localization from './localization.service.js';

const tags = ['Konfiguration'];

/** Issue 53 item 7, the Localization page: read with LOCALIZATION_VIEW, saved with LOCALIZATION_EDIT. */
export async function localizationRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/localization/get.php',
    {
      schema: {
        summary: 'Sprachen und Texte',
        description:
          'Angebotene Sprachen, Standardsprache, Vollständigkeit je Sprache (Katalog und Texte der Schule) und die eigenen Formulierungen der Schule. Berechtigung LOCALIZATION_VIEW.',
        tags,
        response: answers(LocalizationResponse),
      },
      onRequest: guard(ctx, 'LOCALIZATION_VIEW'),
    },
    async () => localization.getLocalization(ctx),
  );

  app.post(
    '/localization/save.php',
    {
      schema: {
        summary: 'Sprachen speichern',
        description: 'Standardsprache und unterstützte Sprachen (Deutsch immer). Berechtigung LOCALIZATION_EDIT.',
        tags,
        body: LocalizationSaveRequest,
        response: answers(LocalizationResponse),
      },
      onRequest: guard(ctx, 'LOCALIZATION_EDIT'),
    },
    (request) => localization.saveLanguages(ctx, request.body),
  );

  app.post(
    '/localization/text.php',
    {
      schema: {
        summary: 'Eigene Formulierung eines Shop-Texts',
        description:
          'Der Text der Schule für einen Katalogschlüssel in einer angebotenen Sprache, mit denselben ICU-Platzhaltern wie der deutsche Text; ohne Text gilt wieder der Katalog. Berechtigung LOCALIZATION_EDIT.',
        tags,
        body: TextOverrideRequest,
        response: answers(LocalizationResponse),
      },
      onRequest: guard(ctx, 'LOCALIZATION_EDIT'),
    },
    (request) => localization.saveText(ctx, request.body, sessionOf(request)),
  );
}
