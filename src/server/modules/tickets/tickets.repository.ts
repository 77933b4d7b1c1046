import type { Db } from '../../db/database.js';
import { resolveConfig } from '../../../shared/domain/shop-config.js';
import { asTaxRules, type TaxRule } from '../../../shared/domain/vat.js';
import { seatSection } from '../../../shared/domain/seat-place.js';

export function orderByToken(db: Db, token: string) {
  return db.selectFrom('orders').selectAll().where('public_token', '=', token).executeTakeFirst();
}

/**
 * Each ticket with what is printed on it: event, date, doors, category, seat, place; `seat_section` is the
 * part of the hall its seat is in (from the room's plan), so page, PDF and mails can say 'Parkett, Reihe B, Platz 6'.
 * Title and category are the German copies on the order line; `ticketInLanguage` shows them in the order's language.
 */
export async function ticketsOfOrder(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
    .innerJoin('performances', 'performances.id', 'tickets.performance_id')
    .innerJoin('events', 'events.id', 'order_items.event_id')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .leftJoin('categories', 'categories.id', 'tickets.category_id')
    .select([
      'tickets.id',
      'tickets.code',
      'tickets.status',
      'tickets.revoked_reason',
      'tickets.seat',
      'tickets.performance_id',
      'tickets.category_id',
      'order_items.event_title',
      'order_items.category_name',
      'order_items.unit_price_cents',
      'performances.starts_at',
      'performances.doors_at',
      'events.location',
      'events.name as event_name',
      'events.duration',
      'rooms.name as room_name',
      'rooms.address as room_address',
      'tickets.holder_name',
      'tickets.holder_email',
      'tickets.holder_token',
      'rooms.seat_rows',
      // The school's translations of title and category: an order in another language shows them (ticket-language.ts).
      'events.translations as event_translations',
      'categories.translations as category_translations',
    ])
    .where('tickets.order_id', '=', orderId)
    .orderBy('tickets.id')
    .execute();
  return rows.map(({ seat_rows, ...ticket }) => ({ ...ticket, seat_section: seatSection(seat_rows, ticket.seat) }));
}

export type TicketView = Awaited<ReturnType<typeof ticketsOfOrder>>[number];

export function revokedTickets(db: Db) {
  return db
    .selectFrom('tickets')
    .select(['id', 'code', 'performance_id', 'cancelled_at', 'revoked_reason'])
    .where('status', '=', 'cancelled')
    .orderBy('id')
    .execute();
}

/**
 * The discounts of one order for its ticket page. Read here rather than through the coupons module, which
 * reads the configuration, whose media reach back into tickets (module-boundaries.test.ts: no cycles).
 */
export function discountsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('order_discounts').select(['label', 'amount_cents']).where('order_id', '=', orderId).orderBy('id').execute();
}

/** Ids of the order's tickets admitted at the door: those can no longer be returned. */
export async function admittedTicketIds(db: Db, orderId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('checkins')
    .innerJoin('tickets', 'tickets.id', 'checkins.ticket_id')
    .select('tickets.id')
    .distinct()
    .where('tickets.order_id', '=', orderId)
    .where('checkins.admitted', '=', true)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The configured return period ("Rückgabefrist (Tage)") for the ticket page, read by the shared rule rather
 * than through the configuration module (module-boundaries.test.ts: no cycles through its media).
 */
export async function returnDaysSetting(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'ticket_return_days').executeTakeFirst();
  return Number(resolveConfig(row ? { ticket_return_days: row.value } : {}).ticket_return_days) || 0;
}

/** "Ticketübertragung" (spec §3), read the same way as the return period. */
export async function transferSetting(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'ticket_transfer').executeTakeFirst();
  return resolveConfig(row ? { ticket_transfer: row.value } : {}).ticket_transfer === true;
}

/** "Mehrfacheintritt pro Tag", read the same way: the PDF then promises no single entry. */
export async function reentrySetting(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'multiple_entries_per_day').executeTakeFirst();
  return resolveConfig(row ? { multiple_entries_per_day: row.value } : {}).multiple_entries_per_day === true;
}

/** The handed-on ticket behind its holder's token, with its order's token to read the rest through. */
export function ticketByHolderToken(db: Db, token: string) {
  return db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select(['tickets.id', 'orders.public_token'])
    .where('tickets.holder_token', '=', token)
    .executeTakeFirst();
}

export function orderById(db: Db, id: number) {
  return db.selectFrom('orders').select(['id', 'status', 'first_name', 'last_name', 'language']).where('id', '=', id).executeTakeFirst();
}

/** Shop name and colours for the transfer mail, read by the shared rule (no cycle through the configuration module). */
export async function mailLook(db: Db): Promise<{ shopName: string; primary: string; background: string }> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['shop_name', 'color_primary', 'color_background']).execute();
  const values = resolveConfig(Object.fromEntries(rows.map((row) => [row.key, row.value as unknown])));
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  return {
    shopName: text(values.shop_name, 'Musical-Tickets'),
    primary: text(values.color_primary, '#1976d2'),
    background: text(values.color_background, '#ffffff'),
  };
}

/** The default rate and "Steuerregeln pro Land" for the VAT on the ticket page, read by the shared rule. */
export async function taxSettings(db: Db): Promise<{ defaultRate: number; rules: TaxRule[] }> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['default_tax_rate', 'tax_rules']).execute();
  const values = resolveConfig(Object.fromEntries(rows.map((row) => [row.key, row.value as unknown])));
  return { defaultRate: Number(values.default_tax_rate), rules: asTaxRules(values.tax_rules) };
}

/** The order's lines at list price with their venue's country, for the VAT they include. */
export async function orderLinesForVat(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('events', 'events.id', 'order_items.event_id')
    .select(['order_items.unit_price_cents', 'order_items.quantity', 'events.location'])
    .where('order_items.order_id', '=', orderId)
    .execute();
  return rows.map((row) => ({ listCents: row.unit_price_cents * row.quantity, country: row.location.country }));
}
