import type { CartLineProblem, CartLimitProblems } from '../../../shared/domain/order-limits';
import type { OrderLinesTexts } from '../../components/OrderLinesTable';
import type { Formatters } from '../../../shared/i18n/formatters';
import type { Translate } from '../../i18n/use-shop-text';

/**
 * The cart's sentences in the visitor's language (issue 53); in German word for word what
 * shared/domain/order-limits.ts checkCartLimits writes, which the German catalog repeats.
 */
export function lineProblemText(t: Translate, problem: CartLineProblem): string {
  if (problem.kind === 'soldOut') return t('cart.problem.soldOut');
  if (problem.kind === 'orderLimit') return t('cart.problem.orderLimit', { count: problem.orderLimit, category: problem.category });
  return t('cart.problem.remaining', { count: problem.remaining, category: problem.category });
}

export function limitTexts(t: Translate, format: Formatters, found: CartLimitProblems) {
  return {
    lines: Object.fromEntries(Object.entries(found.lines).map(([id, problem]) => [id, lineProblemText(t, problem)])) as Record<number, string>,
    total: found.total && t('cart.problem.total', { count: found.total.orderMax, tickets: found.total.tickets }),
    donation: found.donation && t('cart.problem.donation', { amount: format.money(found.donation.maxCents / 100) }),
    ok: found.ok,
  };
}

/** The order lines table's words and money in the visitor's language (the checkout's summary says them alike). */
export const orderLinesTexts = (t: Translate, format: Formatters): OrderLinesTexts => ({
  product: t('cart.product'),
  quantity: t('cart.quantity'),
  price: t('cart.price'),
  sum: t('cart.sum'),
  total: t('cart.total'),
  times: (quantity) => t('checkout.lines.times', { quantity }),
  money: (cents) => format.money(Math.round(cents) / 100),
  dateTime: (date) => t('checkout.lines.dateTime', { date: format.date(date), time: format.time(date) }),
  seats: (seats) => (seats.length ? ` · ${t('checkout.lines.seats', { count: seats.length, seats: seats.join(', ') })}` : ''),
});
