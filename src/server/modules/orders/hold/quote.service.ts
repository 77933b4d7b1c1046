import type { QuoteRequest, QuoteResponse } from '../../../../shared/api/coupons.js';
import { parseDonationCents } from '../../../../shared/domain/checkout-rules.js';
import { DONATION_LIMIT_MESSAGE } from '../../../../shared/domain/order-limits.js';
import type { AppContext } from '../../../http/context.js';
import { invalid } from '../../../domain-errors.js';
import { readOrderSettings } from '../../configuration/index.js';
import { priceWithDiscounts } from '../../coupons/index.js';
import { resolveCart } from './resolve-cart.js';

/** orders/quote.php: the cart priced exactly as orders/create.php will price it, without holding anything. */
export async function quote(ctx: AppContext, body: QuoteRequest, address: string): Promise<QuoteResponse> {
  const donationCents = parseDonationCents(body.donation_amount);
  if (donationCents === null) throw invalid(DONATION_LIMIT_MESSAGE, 'INVALID_DONATION');
  const lines = await resolveCart(ctx.db, body.cart, await readOrderSettings(ctx.db), ctx.now());
  // The code's uses per buyer are checked when the order is placed: the quote does not know the buyer yet.
  const priced = await priceWithDiscounts(ctx, lines, body.coupon_code, { email: '', address }, donationCents);
  return {
    success: true,
    message: 'OK',
    tickets_cents: priced.price.ticketsCents,
    discounts: priced.discounts.map((discount) => ({ kind: discount.kind, label: discount.label, amount_cents: discount.amount_cents })),
    donation_cents: donationCents,
    total_cents: priced.price.totalCents,
  };
}
