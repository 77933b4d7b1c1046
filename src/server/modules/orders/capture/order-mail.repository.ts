import type { Db } from '../../../db/database.js';
import type { RefundRow } from '../../../../shared/domain/refund-statement.js';
import type { OrderItemTranslations } from '../../../../shared/domain/order-item-texts.js';

/** What goes back to the buyer: the order's refunds and reversals, with the provider's status of each. */
export function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db
    .selectFrom('payments')
    .select(['provider_ref', 'status', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['refund', 'reversal'])
    .orderBy('id')
    .execute();
}

/** The event's own sign-off for its mails; '' when it has none (the shop's then stands). */
export async function eventSignature(db: Db, eventId: number | undefined): Promise<string> {
  if (eventId === undefined) return '';
  const row = await db.selectFrom('events').select('mail_signature').where('id', '=', eventId).executeTakeFirst();
  return row?.mail_signature.trim() ?? '';
}

/** Each event's venue country ('' for Germany): it picks the tax rule of the order's lines. */
export async function eventCountries(db: Db, eventIds: number[]): Promise<Map<number, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.selectFrom('events').select(['id', 'location']).where('id', 'in', eventIds).execute();
  return new Map(rows.map((row) => [row.id, row.location.country ?? '']));
}

/** The order's latest cancellation of single tickets by staff (issue 32 item 10), with the tickets it revoked. */
export async function latestTicketCancellation(db: Db, orderId: number) {
  const cancellation = await db
    .selectFrom('ticket_cancellations')
    // The refund as the provider last reported it: a PENDING one may be confirmed (or failed) by now.
    .leftJoin('payments', (join) => join.onRef('payments.provider_ref', '=', 'ticket_cancellations.refund_ref').on('payments.kind', '=', 'refund'))
    .select([
      'ticket_cancellations.id',
      'ticket_cancellations.reason',
      'ticket_cancellations.refund_cents',
      'ticket_cancellations.refund_status',
      'payments.status as payment_status',
    ])
    .where('ticket_cancellations.order_id', '=', orderId)
    .orderBy('ticket_cancellations.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!cancellation) return undefined;
  const tickets = await db.selectFrom('tickets').select('id').where('cancellation_id', '=', cancellation.id).orderBy('id').execute();
  return { ...cancellation, ticketIds: tickets.map((ticket) => ticket.id) };
}

/**
 * The order's latest return by the buyer: the tickets it revoked (one transaction, one instant) and the
 * refunds that paid for them (tickets.refund_ref, migration 037), so its mail speaks of that return only.
 */
export async function latestReturn(db: Db, orderId: number) {
  const tickets = await db
    .selectFrom('tickets')
    .select(['id', 'cancelled_at', 'refund_ref'])
    .where('order_id', '=', orderId)
    .where('revoked_reason', '=', 'RETURNED')
    .where('cancelled_at', '=', (eb) =>
      eb
        .selectFrom('tickets')
        .select((sub) => sub.fn.max('cancelled_at').as('at'))
        .where('order_id', '=', orderId)
        .where('revoked_reason', '=', 'RETURNED'),
    )
    .orderBy('id')
    .execute();
  if (tickets.length === 0) return undefined;
  return {
    ticketIds: tickets.map((ticket) => ticket.id),
    refundRefs: [...new Set(tickets.map((ticket) => ticket.refund_ref).filter((ref): ref is string => ref !== null))],
  };
}

/**
 * The school's translations of the order lines' events and categories (issue 53 item 6), per line id; read only
 * for an order in another language than German, whose lines then show them (shared/domain/order-item-texts.ts).
 */
export async function itemTranslations(
  db: Db,
  items: ReadonlyArray<{ id: number; event_id: number; category_id: number }>,
  language: string,
): Promise<Map<number, OrderItemTranslations>> {
  if (language === 'de' || items.length === 0) return new Map();
  const [events, categories] = await Promise.all([
    db
      .selectFrom('events')
      .select(['id', 'translations'])
      .where('id', 'in', [...new Set(items.map((item) => item.event_id))])
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'translations'])
      .where('id', 'in', [...new Set(items.map((item) => item.category_id))])
      .execute(),
  ]);
  const eventTexts = new Map(events.map((row) => [row.id, row.translations]));
  const categoryTexts = new Map(categories.map((row) => [row.id, row.translations]));
  return new Map(items.map((item) => [item.id, { event: eventTexts.get(item.event_id), category: categoryTexts.get(item.category_id) }]));
}
