import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

export async function setPaymentMethod(trx: Transaction<Database>, orderId: number, method: string): Promise<void> {
  await trx.updateTable('orders').set({ payment_method: method }).where('id', '=', orderId).execute();
}
