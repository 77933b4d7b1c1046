import type { OrderSummaryLine, OrderSummaryResponse } from '../../../shared/api/orders.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import { asTaxRules, orderVat } from '../../../shared/domain/vat.js';
import { readConfigValue } from '../configuration/index.js';
import { discountsOf } from '../coupons/index.js';
import { provesCheckout } from './hold/checkout-proof.js';
import * as repo from './orders.repository.js';

/**
 * orders/summary.php: what the buyer is about to pay for, as the server priced and holds it, shown right
 * above "Zahlungspflichtig bestellen" (§ 312j (2) BGB). The provider order id finds it; staff with order details
 * see that id too, so the buyer's e-mail is named only to the checkout that sends its secret (issue 29).
 */
export async function orderSummary(ctx: AppContext, providerOrderId: string, secret: string | undefined): Promise<OrderSummaryResponse> {
  const order = await repo.findOrder(ctx.db, { providerOrderId });
  if (!order) throw notFound('Diese Bestellung gibt es nicht.', 'ORDER_NOT_FOUND');
  const [rows, discounts, defaultRate, rules] = await Promise.all([
    repo.summaryLines(ctx.db, order.id),
    discountsOf(ctx.db, [order.id]),
    readConfigValue(ctx.db, 'default_tax_rate'),
    readConfigValue(ctx.db, 'tax_rules'),
  ]);
  const vat = orderVat(
    rows.map((row) => ({ listCents: row.unit_price_cents * row.quantity, country: row.location.country })),
    { defaultRate: typeof defaultRate === 'number' ? defaultRate : 19, rules: asTaxRules(rules) },
    order.total_cents - order.donation_cents,
  );
  const lines = new Map<string, OrderSummaryLine>();
  for (const row of rows) {
    // One line per performance and category: seats of the same category are listed together.
    const key = `${row.performance_id}:${row.category_id}:${row.unit_price_cents}`;
    const line = lines.get(key) ?? {
      event_title: row.event_title,
      starts_at: row.starts_at.toISOString(),
      venue: venueText({ location: row.location, roomName: row.room_name, roomAddress: row.room_address }),
      category: row.category_name,
      quantity: 0,
      unit_price_cents: row.unit_price_cents,
      seats: [],
    };
    line.quantity += row.quantity;
    if (row.seat) line.seats.push(row.seat);
    lines.set(key, line);
  }
  return {
    success: true,
    order_id: order.id,
    ...(provesCheckout(order.public_token, secret) ? { email: order.email } : {}),
    lines: [...lines.values()],
    // Without them a coupon's order would show list prices above a smaller (or 0 €) total.
    discounts: discounts.map((discount) => ({ label: discount.label, amount_cents: discount.amount_cents })),
    donation_cents: order.donation_cents,
    total_cents: order.total_cents,
    vat: vat.map((share) => ({ rate: share.ratePercent, amount_cents: share.vatCents })),
    expires_at: order.expires_at.toISOString(),
  };
}
