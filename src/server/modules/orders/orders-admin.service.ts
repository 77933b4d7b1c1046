import { type OrderLedger, orderLedger, orderRevenue, perPerformance } from '../../../shared/domain/revenue.js';
import { discountsOf } from '../coupons/index.js';
import type { AdminOrderDetails, AdminOrderListItem, AdminOrderListResponse, OrdersFetchQuery } from '../../../shared/api/orders-admin.js';
import { csvEuro, toCsv } from '../../../shared/domain/csv.js';
import { STAFF_KIND_LABELS } from '../../../shared/domain/reservations.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { isOrderStatus, STATUS_LABELS } from '../../../shared/domain/order-status.js';
import { resolvePaging } from '../../../shared/domain/paging.js';
import type { AppContext } from '../../http/context.js';
import { invalid, notFound } from '../../domain-errors.js';
import { mailsOfOrder } from '../mail/index.js';
import { describeDispute } from '../../../shared/domain/dispute.js';
import { universeName } from '../payments/index.js';
import * as orders from './orders.repository.js';
import * as repo from './orders-admin.repository.js';
import { captureToRefund } from './refunds/refunds.js';
import { orderMoney } from './refunds/ticket-revoke.repository.js';

function filterOf(query: OrdersFetchQuery): repo.OrderFilter {
  const raw = query.status?.trim();
  if (raw && !isOrderStatus(raw)) throw invalid('Diesen Bestellstatus gibt es nicht.', 'BAD_STATUS');
  const status = raw && isOrderStatus(raw) ? raw : undefined;
  const event = query.event?.trim();
  if (event && !/^\d{1,9}$/.test(event)) throw invalid('Ungültiges Event.', 'BAD_EVENT');
  const performance = query.performance?.trim();
  if (performance && !/^\d{1,9}$/.test(performance)) throw invalid('Ungültige Vorstellung.', 'BAD_PERFORMANCE');
  return {
    search: query.search?.slice(0, 200),
    status,
    eventId: event ? Number(event) : undefined,
    performanceId: performance ? Number(performance) : undefined,
  };
}

type ListRow = Awaited<ReturnType<typeof repo.pageOfOrders>>[number];

/** What the order counts for in the statistics' revenue (0 unless its tickets were issued). */
const keptOf = (row: ListRow) =>
  orderRevenue({ paid: row.captured_at !== null, status: row.status, donationCents: row.donation_cents, keptCents: row.kept_cents }).kept;

/**
 * Whether the reader may see provider order ids: with one, capture.php used to hand out the ticket link, so
 * only ORDERS_VIEW_DETAILS (who sees the order anyway) gets them in lists and exports (issue 29).
 */
export interface OrderListReader {
  seesProviderIds: boolean;
}

const NO_PAYMENTS: OrderLedger = { captured: 0, refunded: 0, refundPending: 0, reversed: 0, kept: 0 };

/** Each order's ledger by id, from its payments (the rule of shared/domain/revenue.ts). */
async function ledgersOf(ctx: AppContext, rows: ListRow[]): Promise<Map<number, OrderLedger>> {
  const payments = await repo.ledgersOfOrders(
    ctx.db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, orderLedger(payments.filter((payment) => payment.order_id === row.id))]));
}

const listItem = (row: ListRow, ledger: OrderLedger, reader: OrderListReader): AdminOrderListItem => ({
  id: row.id,
  customer: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  date: row.created_at.toISOString(),
  paypal_order_id: reader.seesProviderIds ? row.provider_order_id : null,
  amount: Number(row.tickets ?? 0),
  status: row.status,
  total: centsToEuros(row.total_cents),
  kept: centsToEuros(keptOf(row)),
  refund_pending: centsToEuros(ledger.refundPending),
  donation_amount: centsToEuros(row.donation_cents),
  events: row.events ? row.events.split(' | ') : [],
  performance_ids: row.performance_ids
    ? row.performance_ids
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
    : [],
  refund_required: row.refund_required,
  kind: row.staff_kind ? STAFF_KIND_LABELS[row.staff_kind] : null,
});

/**
 * Filtered by a performance, each order's kept money is that performance's share of its ticket money
 * (perPerformance in shared/domain/revenue.ts), so the page's sum is the performance's revenue.
 */
async function keptOfPerformance(ctx: AppContext, rows: ListRow[], items: AdminOrderListItem[], performanceId: number) {
  const lines = await repo.linesOfOrders(
    ctx.db,
    rows.map((row) => row.id),
  );
  rows.forEach((row, index) => {
    const own = lines.filter((line) => line.order_id === row.id);
    const shares = perPerformance({
      paid: row.captured_at !== null,
      status: row.status,
      donationCents: row.donation_cents,
      keptCents: row.kept_cents,
      day: '',
      lines: own.map((line) => ({
        performanceId: line.performance_id,
        validListCents: row.status === 'CAPTURED' ? (line.quantity - line.returned) * line.unit_price_cents : 0,
        listCents: line.quantity * line.unit_price_cents,
      })),
    });
    items[index].kept = row.captured_at === null ? 0 : centsToEuros(shares.get(performanceId) ?? 0);
  });
}

/** orders/fetch.php: one page of the filtered list (spec §5 paging rules), newest first. */
export async function listOrders(ctx: AppContext, query: OrdersFetchQuery, reader: OrderListReader): Promise<AdminOrderListResponse> {
  const filter = filterOf(query);
  const total = await repo.countOrders(ctx.db, filter);
  const paging = resolvePaging(query.page, query.pageSize, total);
  const [rows, events, performances] = await Promise.all([
    repo.pageOfOrders(ctx.db, filter, paging.start, paging.pageSize),
    repo.allEventTitles(ctx.db),
    repo.allPerformances(ctx.db),
  ]);
  const ledgers = await ledgersOf(ctx, rows);
  const items = rows.map((row) => listItem(row, ledgers.get(row.id) ?? NO_PAYMENTS, reader));
  if (filter.performanceId !== undefined) await keptOfPerformance(ctx, rows, items, filter.performanceId);
  return {
    success: true,
    message: 'OK',
    data: items,
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    events,
    performances: performances.map((performance) => ({ id: performance.id, event_id: performance.event_id, starts_at: performance.starts_at.toISOString() })),
  };
}

export async function orderDetails(ctx: AppContext, rawId: string): Promise<AdminOrderDetails> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const order = Number.isFinite(id) ? await repo.orderById(ctx.db, id) : undefined;
  if (!order) throw notFound('Bestellung nicht gefunden.', 'ORDER_NOT_FOUND');
  const [items, discounts, tickets, payments, mails, universe, disputes] = await Promise.all([
    orders.orderItems(ctx.db, order.id),
    discountsOf(ctx.db, [order.id]),
    repo.ticketsForAdmin(ctx.db, order.id),
    repo.paymentsOf(ctx.db, order.id),
    mailsOfOrder(ctx.db, order.id),
    universeName(ctx.db, order.universe_id),
    repo.disputesOf(ctx.db, order.id),
  ]);
  const [checkins, capture, money] = await Promise.all([
    repo.checkinsOfTickets(
      ctx.db,
      tickets.map((ticket) => ticket.id),
    ),
    captureToRefund(ctx, order.id),
    orderMoney(ctx.db, order.id),
  ]);
  return {
    id: order.id,
    status: order.status,
    customer: { first_name: order.first_name, last_name: order.last_name, email: order.email, phone: order.phone },
    date: order.created_at.toISOString(),
    captured_at: order.captured_at?.toISOString() ?? null,
    cancelled_at: order.cancelled_at?.toISOString() ?? null,
    cancel_reason: order.cancel_reason,
    paypal_order_id: order.provider_order_id,
    provider: order.provider,
    universe,
    staff: order.staff_kind ? { label: STAFF_KIND_LABELS[order.staff_kind], note: order.staff_note, payment_method: order.payment_method } : null,
    summary: {
      total: centsToEuros(order.total_cents),
      donation: centsToEuros(order.donation_cents),
      tickets: items.reduce((sum, item) => sum + item.quantity, 0),
    },
    discounts: discounts.map((discount) => ({ kind: discount.kind, label: discount.label, code: discount.code, amount: centsToEuros(discount.amount_cents) })),
    items: items.map((item) => ({
      id: item.id,
      event: item.event_title,
      type: item.category_name,
      quantity: item.quantity,
      date: item.starts_at.toISOString(),
      seat: item.seat,
      unit_price: centsToEuros(item.unit_price_cents),
      line_total: centsToEuros(item.unit_price_cents * item.quantity),
    })),
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      status: ticket.status,
      event: ticket.event_title,
      category: ticket.category_name,
      starts_at: ticket.starts_at.toISOString(),
      seat: ticket.seat,
      cancelled_at: ticket.cancelled_at?.toISOString() ?? null,
      checkins: checkins.get(ticket.id) ?? [],
      holder: ticket.holder_name,
      unit_price: centsToEuros(ticket.unit_price_cents),
      admitted: Boolean(ticket.admitted),
      revoked_reason: ticket.revoked_reason,
      cancellation:
        ticket.cancellation_reason !== null && ticket.cancellation_at
          ? {
              reason: ticket.cancellation_reason,
              by: ticket.cancelled_by_name ?? '',
              at: ticket.cancellation_at.toISOString(),
              refund: centsToEuros(ticket.cancellation_refund_cents ?? 0),
            }
          : null,
    })),
    payments: payments.map((payment) => ({
      kind: payment.kind,
      status: payment.status,
      amount: centsToEuros(payment.amount_cents),
      provider_ref: payment.provider_ref,
      created_at: payment.created_at.toISOString(),
    })),
    mails: mails.map((mail) => ({ ...mail, sent_at: mail.sent_at?.toISOString() ?? null })),
    disputes: disputes.map((dispute) => ({
      dispute_id: dispute.dispute_id,
      status: dispute.status,
      stage: dispute.stage,
      reason: dispute.reason,
      outcome: dispute.outcome,
      amount: centsToEuros(dispute.amount_cents),
      text: describeDispute(dispute),
      updated_at: dispute.updated_at.toISOString(),
    })),
    refund_required: order.refund_required,
    failure_reason: order.failure_reason,
    can_send_tickets: order.status === 'CAPTURED',
    // A cancel waiting for PayPal's refund (issue 52 item 5) is not asked for twice.
    can_cancel:
      !(order.status === 'CAPTURED' && order.cancel_reason !== null && money.refundPendingCents > 0) &&
      (order.status === 'CAPTURED' || order.status === 'CREATED' || order.status === 'EXPIRED' || order.refund_required),
    refund_basis: capture
      ? {
          total_cents: order.total_cents,
          donation_cents: order.donation_cents,
          list_cents: money.listCents,
          refunded_cents: money.refundedCents,
          captured_cents: capture.amount_cents,
        }
      : null,
  };
}

const CSV_HEADER = [
  'Bestellnummer',
  'Status',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Datum',
  'PayPal-ID',
  'Tickets',
  'Spende (EUR)',
  'Gesamt (EUR)',
  // Issue 52 item 6: the money as the statistics reckon it, so the sum of "Behalten" is their revenue.
  'Bezahlt (EUR)',
  'Erstattet (EUR)',
  'Erstattung ausstehend (EUR)',
  'Rückbuchung (EUR)',
  'Behalten (EUR)',
  'Events',
  'Art',
];

/** Every order matching the list's filters as CSV (no paging). */
export async function exportOrders(ctx: AppContext, query: OrdersFetchQuery, reader: OrderListReader): Promise<string> {
  const rows = await repo.pageOfOrders(ctx.db, filterOf(query), 0, null);
  const ledgers = await ledgersOf(ctx, rows);
  return toCsv(
    CSV_HEADER,
    rows.map((row) => {
      const ledger = ledgers.get(row.id) ?? NO_PAYMENTS;
      return [
        row.id,
        STATUS_LABELS[row.status] ?? row.status,
        row.first_name,
        row.last_name,
        row.email,
        row.phone,
        formatDateTime(row.created_at),
        reader.seesProviderIds ? row.provider_order_id : '',
        Number(row.tickets ?? 0),
        csvEuro(row.donation_cents),
        csvEuro(row.total_cents),
        csvEuro(ledger.captured),
        csvEuro(ledger.refunded),
        csvEuro(ledger.refundPending),
        csvEuro(ledger.reversed),
        csvEuro(keptOf(row)),
        row.events,
        row.staff_kind ? STAFF_KIND_LABELS[row.staff_kind] : row.channel === 'box_office' ? 'Abendkasse (Verkauf)' : 'Shop',
      ];
    }),
  );
}
