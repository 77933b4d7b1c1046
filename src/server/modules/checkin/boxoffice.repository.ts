import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BoxOfficeSaleLine } from './checkin.table.js';
import type { Database } from '../../db/schema.js';
import { itemColumns } from '../orders/index.js';
import type { PricedLine } from '../orders/index.js';

type Executor = Db | Transaction<Database>;

export function saleByNonce(db: Executor, nonce: string) {
  return db.selectFrom('box_office_sales').selectAll().where('nonce', '=', nonce).executeTakeFirst();
}

export type SaleRow = NonNullable<Awaited<ReturnType<typeof saleByNonce>>>;

/** The box-office quota's lock: door sales of one performance take their turn on its row and its counter. */
export async function lockPerformance(trx: Transaction<Database>, performanceId: number) {
  return trx
    .selectFrom('performances')
    .select(['id', 'box_office_capacity', 'box_office_sold'])
    .where('id', '=', performanceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Counts a door sale against the box-office quota, in the sale's transaction (under lockPerformance). */
export async function countDoorSale(trx: Transaction<Database>, performanceId: number, quantity: number) {
  await trx
    .updateTable('performances')
    .set((eb) => ({ box_office_sold: eb('box_office_sold', '+', quantity) }))
    .where('id', '=', performanceId)
    .execute();
}

/** A door sale's line: priced like an online order's; on a seated performance one line per seat (issue 46). */
export type DoorLine = PricedLine & { seat: string | null };

/** A door sale as an order: paid in cash on the spot, so CAPTURED from the first moment. */
export async function insertDoorOrder(
  trx: Transaction<Database>,
  sale: { nonce: string; deviceName: string; totalCents: number; soldAt: Date },
  lines: DoorLine[],
) {
  const order = await trx
    .insertInto('orders')
    .values({
      status: 'CAPTURED',
      channel: 'box_office',
      payment_method: 'Bar',
      public_token: randomBytes(24).toString('base64url'),
      first_name: 'Abendkasse',
      last_name: sale.deviceName,
      email: '',
      total_cents: sale.totalCents,
      provider: 'cash',
      provider_request_id: `cash-${sale.nonce}`,
      capture_request_id: `cash-${sale.nonce}`,
      capture_id: `cash-${sale.nonce}`,
      expires_at: sale.soldAt,
      created_at: sale.soldAt,
      captured_at: sale.soldAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = await trx
    .insertInto('order_items')
    .values(lines.map((line) => ({ order_id: order.id, ...itemColumns(line) })))
    .returning(['id', 'performance_id', 'category_id', 'seat', 'quantity'])
    .execute();
  await trx
    .insertInto('payments')
    .values({ order_id: order.id, provider: 'cash', provider_ref: `cash-${sale.nonce}`, amount_cents: sale.totalCents, currency: 'EUR', status: 'COMPLETED' })
    .execute();
  return { orderId: order.id, items };
}

export function ticketsOfDoorOrder(db: Executor, orderId: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
    .select(['tickets.id', 'tickets.code', 'tickets.category_id', 'order_items.category_name', 'order_items.seat'])
    .where('tickets.order_id', '=', orderId)
    .orderBy('tickets.id')
    .execute();
}

export async function insertSale(
  trx: Transaction<Database>,
  sale: {
    nonce: string;
    performanceId: number;
    deviceId: string;
    userId: number;
    orderId: number | null;
    status: 'completed' | 'rejected';
    lines: BoxOfficeSaleLine[];
    quantity: number;
    totalCents: number;
    offline: boolean;
    message: string | null;
    soldAt: Date;
    receivedAt: Date;
  },
) {
  await trx
    .insertInto('box_office_sales')
    .values({
      nonce: sale.nonce,
      performance_id: sale.performanceId,
      device_id: sale.deviceId,
      user_id: sale.userId,
      order_id: sale.orderId,
      status: sale.status,
      lines: JSON.stringify(sale.lines),
      quantity: sale.quantity,
      total_cents: sale.totalCents,
      offline: sale.offline,
      message: sale.message,
      sold_at: sale.soldAt,
      received_at: sale.receivedAt,
    })
    .execute();
}

/** On which side of the performance's seat plan the stage is. */
export async function stageOf(db: Executor, performanceId: number): Promise<'top' | 'bottom'> {
  const row = await db
    .selectFrom('performances')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .select('rooms.stage')
    .where('performances.id', '=', performanceId)
    .executeTakeFirst();
  return row?.stage === 'bottom' ? 'bottom' : 'top';
}
