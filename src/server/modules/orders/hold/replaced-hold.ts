import type { CreateOrderRequest } from '../../../../shared/api/orders.js';
import type { AppContext } from '../../../http/context.js';
import * as repo from '../orders.repository.js';
import { provesCheckout } from './checkout-proof.js';

/**
 * A checkout that tries again (a second tab, a changed cart, a payment abandoned) names its earlier unpaid
 * order: that hold is released before the new one is taken, so the buyer's own seats are free for her. Only
 * the checkout that created it can name it (its checkout_secret); an order approved at the provider, paid
 * or closed stays as it is. True when a hold was released (the figures in memory may still count it).
 */
export async function releaseReplacedHold(ctx: AppContext, replaces: CreateOrderRequest['replaces']): Promise<boolean> {
  if (!replaces) return false;
  const order = await repo.findOrder(ctx.db, { providerOrderId: replaces.order_id });
  if (order?.status !== 'CREATED' || !provesCheckout(order.public_token, replaces.checkout_secret)) return false;
  const released = await repo.releaseOwnHold(ctx.db, order.id);
  if (released) ctx.log.info({ orderId: order.id }, 'hold released for the same checkout’s new order');
  return released;
}
