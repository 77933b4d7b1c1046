import type { FastifyInstance } from 'fastify';
import { UniverseIdRequest, UniverseSaveRequest } from '../../../shared/api/payments.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as universes from './universes.service.js';

/** Spec §2 PayPal universes: the list of §7, and the changes PAYPAL_EDIT allows. */
export async function universesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/paypal/universe_list.php', { onRequest: guard(ctx, 'PAYPAL_VIEW') }, async () => ({
    success: true,
    message: 'OK',
    data: await universes.listUniverses(ctx),
  }));

  app.get('/paypal/status.php', { onRequest: guard(ctx, ['PAYPAL_VIEW', 'DASHBOARD_VIEW']) }, async () => ({
    success: true,
    message: 'OK',
    data: await universes.paymentStatus(ctx),
  }));

  app.post('/paypal/universe_save.php', { schema: { body: UniverseSaveRequest }, onRequest: guard(ctx, 'PAYPAL_EDIT') }, async (request) => {
    const id = await universes.saveUniverse(ctx, request.body as UniverseSaveRequest);
    return { success: true, message: 'Daten erfolgreich gespeichert!', id };
  });

  app.post('/paypal/universe_activate.php', { schema: { body: UniverseIdRequest }, onRequest: guard(ctx, 'PAYPAL_EDIT') }, async (request) => {
    await universes.activateUniverse(ctx, (request.body as UniverseIdRequest).id);
    return { success: true, message: 'Universum ist jetzt aktiv.' };
  });

  app.post('/paypal/universe_delete.php', { schema: { body: UniverseIdRequest }, onRequest: guard(ctx, 'PAYPAL_EDIT') }, async (request) => {
    await universes.deleteUniverse(ctx, (request.body as UniverseIdRequest).id);
    return { success: true, message: 'Universum gelöscht.' };
  });
}
