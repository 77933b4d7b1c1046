/**
 * Orders whose server-priced total is 0 € (issue 33): a Freikarten coupon covering the cart or a 0 € category.
 * They need no payment provider; the server holds them under a reference of its own instead of a provider
 * order id, and the checkout shows no payment buttons.
 */
export const FREE_ORDER_PREFIX = 'FREE-';

/** True for the reference of a free order (what create.php answers as `id` and capture.php takes back). */
export const isFreeOrderRef = (ref: string | number | undefined): ref is string => typeof ref === 'string' && ref.startsWith(FREE_ORDER_PREFIX);

/**
 * § 312j Abs. 3 BGB asks the order button to say that ordering costs money; a free order costs nothing, so
 * "Zahlungspflichtig bestellen" would be untrue. This text still says the order is binding.
 */
export const FREE_ORDER_BUTTON_LABEL = 'Kostenlos verbindlich bestellen';

/** Whether a checkout total (cents, donation included) needs no payment at all. */
export const needsNoPayment = (totalCents: number) => totalCents === 0;

/** The confirmation's sentence about the money ({zahlung}): a free order was not paid for. */
export function paymentSentence(free: boolean): string {
  return free ? 'Deine Bestellung war kostenlos, deine Tickets sind ausgestellt.' : 'Deine Zahlung ist bei uns eingegangen, deine Tickets sind ausgestellt.';
}

/** How an order was paid, for what its mails say about money: nothing, cash or transfer to staff, or online. */
export type PaidWay = 'free' | 'cash' | 'online';

/** The way of an order's provider: 'free' (issue 33), 'cash' (door sales and orders staff marked paid, issue 42). */
export const paidWayOf = (provider: string): PaidWay => (provider === 'free' ? 'free' : provider === 'cash' ? 'cash' : 'online');

/**
 * Where the money of a cancellation or return goes ({erstattungsweg}): a free order has none to give back; money
 * paid to staff (cash at the box office, a transfer to the school) goes back the same way, never through PayPal.
 */
export function refundWaySentence(way: PaidWay): string {
  if (way === 'free') return 'Deine Bestellung war kostenlos, es gibt nichts zu erstatten.';
  if (way === 'cash') return 'Du hast nicht online bezahlt: Das Geld bekommst du an der Abendkasse oder von der Schule zurück.';
  return 'Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast (bei PayPal meist innerhalb weniger Tage).';
}
