import type { Db } from '../../db/database.js';
import type { RefundRow } from '../../../shared/domain/refund-statement.js';

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
