import type { Db } from '../../db/database.js';

/** The shop settings the money path reads, with the defaults of spec §3 when a row is missing. */
export interface OrderSettings {
  reservationMinutes: number;
  maxQuantityPerCustomer: number;
  /** Open (unpaid, unexpired) holds one e-mail address may have at once. */
  openHoldsPerCustomer: number;
  autoSendTickets: boolean;
  orderConfirmationMail: boolean;
}

const keys = {
  reservationMinutes: 'ticket_reservation_minutes',
  maxQuantityPerCustomer: 'max_order_quantity_per_customer',
  openHoldsPerCustomer: 'reservation_limit_per_customer',
  autoSendTickets: 'auto_eticket_sending',
  orderConfirmationMail: 'order_confirmation_mail',
} as const;

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}

export async function readOrderSettings(db: Db): Promise<OrderSettings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', Object.values(keys)).execute();
  const value = (key: string): unknown => rows.find((row) => row.key === key)?.value;
  return {
    reservationMinutes: positiveInteger(value(keys.reservationMinutes), 20),
    maxQuantityPerCustomer: positiveInteger(value(keys.maxQuantityPerCustomer), 10),
    openHoldsPerCustomer: positiveInteger(value(keys.openHoldsPerCustomer), 5),
    autoSendTickets: value(keys.autoSendTickets) !== false,
    orderConfirmationMail: value(keys.orderConfirmationMail) !== false,
  };
}

export async function writeSetting(db: Db, key: keyof typeof keys, value: number | boolean): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: keys[key], value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
    .execute();
}
