/**
 * Box office (Abendkasse) rules shared by kiosk and server: the price of a door sale and how many
 * tickets the device may still sell from the performance's box-office quota.
 */
export interface PricedCategory {
  id: number;
  name: string;
  price_cents: number;
}

export interface SaleQuantity {
  category_id: number;
  quantity: number;
}

/** Total in cents; null when a line names a category the performance does not have. */
export function saleTotalCents(lines: readonly SaleQuantity[], categories: readonly PricedCategory[]): number | null {
  let total = 0;
  for (const line of lines) {
    const category = categories.find((c) => c.id === line.category_id);
    if (!category) return null;
    total += category.price_cents * line.quantity;
  }
  return total;
}

export function saleQuantity(lines: readonly SaleQuantity[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * What the device may still sell: the remainder it last heard from the server, less its own sales the
 * server has not confirmed yet. Never negative.
 */
export function deviceRemaining(lastSeenRemaining: number, unconfirmedQuantity: number): number {
  return Math.max(0, lastSeenRemaining - unconfirmedQuantity);
}
