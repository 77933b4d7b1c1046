import { AUDIT_PAGE_SIZE, type AuditEntryDto, type AuditQuery } from '../../../shared/api/audit.js';
import { auditSentence } from '../../../shared/domain/audit-sentence.js';
import { toCsv } from '../../../shared/domain/csv.js';
import { spanEdge } from '../../../shared/domain/time-span.js';
import type { AppContext } from '../../http/context.js';
import { invalid } from '../../domain-errors.js';
import { originEntries } from '../../../shared/domain/order-origin.js';
import { type AuditFilter, countAudit, listAudit, orderOrigin } from './audit.repository.js';

/** The export's ceiling: a school's years of entries fit; more is a sign the filter was forgotten. */
const EXPORT_LIMIT = 100_000;

function filterOf(query: AuditQuery): AuditFilter {
  const from = spanEdge(query.from, 'from');
  const to = spanEdge(query.to, 'to');
  if ((query.from && !from) || (query.to && !to)) throw invalid('Bitte gib ein gültiges Datum an.', 'INVALID_DATE');
  return { user: query.user?.trim() || undefined, action: query.action?.trim() || undefined, orderId: query.order_id, from, to };
}

type Row = Awaited<ReturnType<typeof listAudit>>[number];
const toDto = (row: Row): AuditEntryDto => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  user_id: row.user_id,
  username: row.username,
  user_fullname: row.user_fullname,
  address: row.address,
  action: row.action,
  subject: row.subject,
  order_id: row.order_id,
  request_id: row.request_id,
  status: row.status,
  changes: row.changes,
});

export async function auditPage(ctx: AppContext, query: AuditQuery) {
  const filter = filterOf(query);
  const page = query.page ?? 1;
  const size = query.pageSize ?? AUDIT_PAGE_SIZE;
  const [rows, total] = await Promise.all([listAudit(ctx.db, filter, size, (page - 1) * size), countAudit(ctx.db, filter)]);
  return { entries: rows.map(toDto), total, page, page_size: size };
}

/**
 * An order's own history, oldest first, for its details page: its placing and payment from the order itself
 * (shared/domain/order-origin.ts; ids below 0, they are no audit rows), then the audit log's entries.
 */
export async function orderHistory(ctx: AppContext, orderId: number): Promise<AuditEntryDto[]> {
  const [rows, origin] = await Promise.all([listAudit(ctx.db, { orderId }, 500, 0), orderOrigin(ctx.db, orderId)]);
  const logged = rows.map(toDto).reverse();
  if (!origin) return logged;
  const derived = originEntries(
    {
      orderId,
      createdAt: origin.created_at,
      capturedAt: origin.captured_at,
      provider: origin.provider,
      totalCents: origin.total_cents,
      tickets: origin.tickets,
      captures: origin.captures.map((capture) => ({ amountCents: capture.amount_cents, status: capture.status, at: capture.created_at })),
    },
    new Set(logged.map((entry) => entry.action)),
  ).map(
    (entry, index): AuditEntryDto => ({
      id: -(index + 1),
      at: entry.at.toISOString(),
      user_id: null,
      username: null,
      user_fullname: null,
      address: null,
      action: entry.action,
      subject: `order:${orderId}`,
      order_id: orderId,
      request_id: null,
      status: null,
      changes: entry.changes,
    }),
  );
  // Stable: at the same instant the order's own entries come first.
  return [...derived, ...logged].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export async function exportAudit(ctx: AppContext, query: AuditQuery): Promise<string> {
  const rows = await listAudit(ctx.db, filterOf(query), EXPORT_LIMIT, 0);
  return toCsv(
    ['Zeit', 'Eintrag', 'Benutzer', 'Adresse', 'Aktion', 'Objekt', 'Bestellung', 'Status', 'Anfrage-ID', 'Änderungen'],
    rows.map((row) => [
      row.at.toISOString(),
      auditSentence(row),
      row.username,
      row.address,
      row.action,
      row.subject,
      row.order_id,
      row.status,
      row.request_id,
      Object.keys(row.changes).length ? JSON.stringify(row.changes) : '',
    ]),
  );
}
