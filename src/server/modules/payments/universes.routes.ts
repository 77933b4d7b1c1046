import { answers, MessageResponse } from '../../../shared/api/errors.js';
import { PaymentStatusResponse, UniverseIdRequest, UniverseListResponse, UniverseSaveRequest, UniverseSaveResponse } from '../../../shared/api/payments.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as universes from './universes.service.js';

const tags = ['Zahlungen'];

/** Spec §2 PayPal universes: the list of §7, and the changes PAYPAL_EDIT allows. */
export async function universesRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/paypal/universe_list.php',
    {
      schema: {
        summary: 'PayPal-Universen',
        description: 'Alle Zahlungswege (Sandbox, Live, Test) ohne Secrets. Berechtigung PAYPAL_VIEW.',
        tags,
        response: answers(UniverseListResponse),
      },
      onRequest: guard(ctx, 'PAYPAL_VIEW'),
    },
    async () => ({ success: true as const, message: 'OK', data: await universes.listUniverses(ctx) }),
  );

  app.get(
    '/paypal/status.php',
    {
      schema: {
        summary: 'Zahlungsstatus',
        description: 'Der aktive Zahlungsweg und ob er antwortet. Berechtigung PAYPAL_VIEW oder DASHBOARD_VIEW.',
        tags,
        response: answers(PaymentStatusResponse),
      },
      onRequest: guard(ctx, ['PAYPAL_VIEW', 'DASHBOARD_VIEW']),
    },
    async () => ({ success: true as const, message: 'OK', data: await universes.paymentStatus(ctx) }),
  );

  app.post(
    '/paypal/universe_save.php',
    {
      schema: {
        summary: 'Universum speichern',
        description: 'Legt einen Zahlungsweg an oder ändert ihn; ein leeres Secret behält das gespeicherte. Berechtigung PAYPAL_EDIT.',
        tags,
        body: UniverseSaveRequest,
        response: answers(UniverseSaveResponse),
      },
      onRequest: guard(ctx, 'PAYPAL_EDIT'),
    },
    async (request) => {
      const id = await universes.saveUniverse(ctx, request.body);
      return { success: true as const, message: 'Daten erfolgreich gespeichert!', id };
    },
  );

  app.post(
    '/paypal/universe_activate.php',
    {
      schema: {
        summary: 'Universum aktivieren',
        description: 'Macht einen Zahlungsweg zum aktiven. Berechtigung PAYPAL_EDIT.',
        tags,
        body: UniverseIdRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'PAYPAL_EDIT'),
    },
    async (request) => {
      await universes.activateUniverse(ctx, request.body.id);
      return { success: true as const, message: 'Universum ist jetzt aktiv.' };
    },
  );

  app.post(
    '/paypal/universe_delete.php',
    {
      schema: {
        summary: 'Universum löschen',
        description: 'Löscht einen Zahlungsweg ohne Bestellungen. Berechtigung PAYPAL_EDIT.',
        tags,
        body: UniverseIdRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'PAYPAL_EDIT'),
    },
    async (request) => {
      await universes.deleteUniverse(ctx, request.body.id);
      return { success: true as const, message: 'Universum gelöscht.' };
    },
  );
}
