import type { OrderLinesTexts } from '../../components/OrderLinesTable';
import { useShopText } from '../../i18n/use-shop-text';
import { directionOf } from '../../../shared/i18n/languages';

/**
 * The checkout's texts with its money and dates: `money(cents)` as the language writes an amount, and the
 * order lines table's words (headings, '2x', a line's date and seats) for OrderLinesTextProvider, and
 * `bidi(code)` for a code, e-mail address, seat or number set into a sentence: in Arabic it stands in Unicode
 * isolates (what `<bdi>` does), so its characters keep their order.
 */
export function useCheckoutText() {
  const shop = useShopText();
  const { t, format } = shop;
  const money = (cents: number) => format.money(Math.round(cents) / 100);
  const rtl = directionOf(shop.language) === 'rtl';
  const bidi = (value: string | number) => (rtl ? `\u2068${value}\u2069` : String(value));
  const lines: OrderLinesTexts = {
    product: t('checkout.lines.product'),
    quantity: t('checkout.lines.quantity'),
    price: t('checkout.lines.price'),
    sum: t('checkout.lines.sum'),
    total: t('checkout.lines.total'),
    times: (quantity) => t('checkout.lines.times', { quantity }),
    money: (cents) => format.money(Math.round(cents) / 100),
    dateTime: (date) => t('checkout.lines.dateTime', { date: format.date(date), time: format.time(date) }),
    seats: (seats) => (seats.length ? ` · ${t('checkout.lines.seats', { count: seats.length, seats: bidi(seats.join(', ')) })}` : ''),
  };
  return { ...shop, money, bidi, lines };
}
