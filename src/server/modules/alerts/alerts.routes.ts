import { AlertAddressRequest, AlertCountResponse, AlertListResponse, AlertResolveRequest, AlertsQuery } from '../../../shared/api/alerts.js';
import { answers, MessageResponse } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as alerts from './alerts.service.js';

const tags = ['System'];

/** Issue 31: what needs a person — listed, counted for the sidebar and the dashboard, marked done. */
export async function alertsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/alerts/list.php',
    {
      schema: {
        summary: 'Alerts',
        description: 'Offene (status=open, Vorgabe) oder erledigte Warnungen, neueste zuerst, mit der Zahl der offenen. Berechtigung ALERTS_VIEW.',
        tags,
        querystring: AlertsQuery,
        response: answers(AlertListResponse),
      },
      onRequest: guard(ctx, 'ALERTS_VIEW'),
    },
    async (request) => ({ success: true as const, message: 'OK', ...(await alerts.alertList(ctx, request.query.status ?? 'open')) }),
  );

  app.get(
    '/alerts/count.php',
    {
      schema: {
        summary: 'Offene Alerts zählen',
        description: 'Die Zahl der offenen Warnungen für die Seitenleiste. Berechtigung ALERTS_VIEW.',
        tags,
        response: answers(AlertCountResponse),
      },
      onRequest: guard(ctx, 'ALERTS_VIEW'),
    },
    async () => ({ success: true as const, open: await alerts.openAlertCount(ctx) }),
  );

  app.post(
    '/alerts/resolve.php',
    {
      schema: {
        summary: 'Alert erledigt',
        description: 'Markiert eine Warnung als erledigt; das Audit Log hält fest, wer es war. Berechtigung ALERTS_VIEW.',
        tags,
        body: AlertResolveRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'ALERTS_VIEW'),
    },
    async (request) => {
      await alerts.resolveAlert(ctx, sessionOf(request), request.body.id);
      return { success: true as const, message: 'Als erledigt markiert.' };
    },
  );

  app.post(
    '/alerts/address.php',
    {
      schema: {
        summary: 'Eigene Adresse für Alerts',
        description: 'Setzt die E-Mail-Adresse des angemeldeten Kontos, an die Warnungen gehen (beim ersten Anmelden erfragt). Berechtigung ALERTS_VIEW.',
        tags,
        body: AlertAddressRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'ALERTS_VIEW'),
    },
    async (request) => ({ success: true as const, message: await alerts.saveAlertAddress(ctx, sessionOf(request), request.body.mail) }),
  );
}
