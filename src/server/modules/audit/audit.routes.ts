import { Type } from 'typebox';
import { AuditEntryDto, AuditListResponse, AuditQuery, OrderHistoryQuery } from '../../../shared/api/audit.js';
import { answers, fileAnswers } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as audit from './audit.service.js';

const tags = ['System'];

/** Issue 31: the audit log to read and export; there is no route that changes or deletes an entry. */
export async function auditRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/audit/list.php',
    {
      schema: {
        summary: 'Audit Log',
        description: 'Wer hat wann von wo was geändert, neueste zuerst, mit Filtern nach Benutzer, Aktion, Bestellung und Zeit. Berechtigung AUDIT_LOG_VIEW.',
        tags,
        querystring: AuditQuery,
        response: answers(AuditListResponse),
      },
      onRequest: guard(ctx, 'AUDIT_LOG_VIEW'),
    },
    async (request) => ({ success: true as const, message: 'OK', ...(await audit.auditPage(ctx, request.query)) }),
  );

  app.get(
    '/audit/export.php',
    {
      schema: {
        summary: 'Audit Log als CSV',
        description: 'Alle Einträge mit den Filtern der Liste als CSV-Datei. Berechtigung AUDIT_LOG_VIEW.',
        tags,
        querystring: AuditQuery,
        response: fileAnswers('text/csv', 'CSV-Datei'),
      },
      onRequest: guard(ctx, 'AUDIT_LOG_VIEW'),
    },
    async (request, reply) => {
      const csv = await audit.exportAudit(ctx, request.query);
      const day = ctx.now().toISOString().slice(0, 10);
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`).send(csv);
    },
  );

  app.get(
    '/audit/order.php',
    {
      schema: {
        summary: 'Verlauf einer Bestellung',
        description:
          'Aufgabe und Zahlung der Bestellung (aus der Bestellung selbst, negative ids) und die Einträge des Audit Log zu ihr, älteste zuerst. Berechtigung ORDERS_VIEW_DETAILS oder AUDIT_LOG_VIEW.',
        tags,
        querystring: OrderHistoryQuery,
        response: answers(Type.Object({ success: Type.Literal(true), entries: Type.Array(AuditEntryDto) })),
      },
      onRequest: guard(ctx, ['ORDERS_VIEW_DETAILS', 'AUDIT_LOG_VIEW']),
    },
    async (request) => ({ success: true as const, entries: await audit.orderHistory(ctx, request.query.order_id) }),
  );
}
