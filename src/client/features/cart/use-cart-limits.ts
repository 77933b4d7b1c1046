import type { CartItem } from '../../../shared/domain/cart';
import { eurosToCents } from '../../../shared/domain/money';
import { type CartLimitCheck, cartLimitProblems, type LineAllowance } from '../../../shared/domain/order-limits';
import { useShopText } from '../../i18n/use-shop-text';
import { limitTexts } from './cart-texts';
import { useVisibleEvents } from '../events/index';

export interface CartLimits extends CartLimitCheck {
  /** Per cart line id: the order limit and the tickets left, as the server reported them. */
  allowances: Record<number, LineAllowance>;
}

/**
 * The cart against the order limits the server serves with the events (per-order limit and tickets left
 * per category), so the buyer learns them before the payment step, in their language. Unknown lines are left
 * to the server.
 */
export function useCartLimits(items: readonly CartItem[], donation: number): CartLimits {
  const events = useVisibleEvents();
  const { t, format } = useShopText();
  const allowance = (performanceId: number, categoryId: number): LineAllowance | undefined => {
    for (const event of events.data ?? []) {
      const category = event.performances.find((p) => p.id === performanceId)?.categories.find((c) => c.id === categoryId);
      if (category) return { orderLimit: category.order_limit ?? category.max, remaining: category.remaining };
    }
    return undefined;
  };
  const allowances: Record<number, LineAllowance> = {};
  for (const item of items) {
    const found = allowance(item.performanceId, item.categoryId);
    if (found) allowances[item.id] = found;
  }
  // The maximum per order is the shop's, the same on every event.
  const orderMax = events.data?.[0]?.order_max;
  return { ...limitTexts(t, format, cartLimitProblems(items, eurosToCents(donation), allowance, orderMax)), allowances };
}
