import type { AppContext } from '../../http/context.js';
import type * as repo from './orders.repository.js';

/**
 * A refund the provider reports FAILED: the payment is owed again, and the order is flagged for the back
 * office (its 'Stornieren' retries the refund under a new request id).
 */
export async function markRefundFailed(ctx: AppContext, order: repo.OrderRow, refundId: string): Promise<boolean> {
  const changed = await ctx.db
    .updateTable('payments')
    .set({ status: 'FAILED' })
    .where('provider_ref', '=', refundId)
    .where('kind', '=', 'refund')
    .where('status', '<>', 'FAILED')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  await ctx.db.updateTable('orders').set({ refund_required: true, failure_reason: 'REFUND_FAILED' }).where('id', '=', order.id).execute();
  ctx.log.warn({ orderId: order.id, refundId }, 'refund failed at the provider: flagged for the back office');
  return true;
}
