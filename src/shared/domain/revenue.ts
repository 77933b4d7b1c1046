/**
 * Revenue is money kept (issue 37 item 3): what the provider captured, less what went back to the buyer
 * as a refund (a return, a cancelled ticket, a cancelled order) or a chargeback (a reversal). Every money
 * figure staff see — per order, per day, per performance, the dashboard, the statistics, the coupon
 * table — comes from this rule; the database keeps the same sum per order (orders.kept_cents, migrations
 * 037 and 046), and a test holds the two together.
 */
import { formatCents } from './format.js';

/** One line of an order's payments ledger (the `payments` table). */
export interface LedgerEntry {
  kind: string;
  status: string;
  amount_cents: number;
}

/** A capture the provider has not finished or refused took no money. */
export const CAPTURE_NOT_TAKEN = ['PENDING', 'FAILED', 'DECLINED'] as const;
/** A refund or reversal that failed or was cancelled gives nothing back (its retry is a new entry). */
export const RETURN_NOT_GOING = ['FAILED', 'CANCELLED'] as const;
/**
 * A refund PayPal still reports PENDING is money still with the shop (issue 52 item 5): PayPal may yet
 * report it FAILED, so only a COMPLETED one is subtracted; a pending one is shown apart.
 */
export const RETURN_STILL_PENDING = 'PENDING';

export interface OrderLedger {
  captured: number;
  /** Refunds PayPal completed. */
  refunded: number;
  /** Refunds asked for that PayPal has not completed yet: not subtracted from kept. */
  refundPending: number;
  reversed: number;
  kept: number;
}

const counts = (status: string, excluded: readonly string[]) => !excluded.includes(status);

/** captured − refunded (completed) − reversed, from an order's ledger; pending refunds apart. */
export function orderLedger(entries: readonly LedgerEntry[]): OrderLedger {
  let captured = 0;
  let refunded = 0;
  let refundPending = 0;
  let reversed = 0;
  for (const entry of entries) {
    if (entry.kind === 'capture' && counts(entry.status, CAPTURE_NOT_TAKEN)) captured += entry.amount_cents;
    else if (entry.kind === 'refund' && entry.status === RETURN_STILL_PENDING) refundPending += entry.amount_cents;
    else if (entry.kind === 'refund' && counts(entry.status, RETURN_NOT_GOING)) refunded += entry.amount_cents;
    else if (entry.kind === 'reversal' && counts(entry.status, RETURN_NOT_GOING)) reversed += entry.amount_cents;
  }
  return { captured, refunded, refundPending, reversed, kept: captured - refunded - reversed };
}

export const keptCents = (entries: readonly LedgerEntry[]) => orderLedger(entries).kept;

/** "12,00 € Erstattung ausstehend" beside an order's money while PayPal has not completed a refund; null without one. */
export const refundPendingNote = (pendingCents: number): string | null => (pendingCents > 0 ? `${formatCents(pendingCents)} Erstattung ausstehend` : null);

/**
 * Where an order's refund stands for the back office (issue 52 item 5): 'failed' while PayPal reported it
 * FAILED and nothing was retried (the payment is owed again, its tickets stand), 'pending' while PayPal
 * still processes one, otherwise null.
 */
export function refundState(order: { refundRequired: boolean; failureReason: string | null; entries: readonly LedgerEntry[] }): 'failed' | 'pending' | null {
  if (order.refundRequired && order.failureReason === 'REFUND_FAILED') return 'failed';
  return orderLedger(order.entries).refundPending > 0 ? 'pending' : null;
}

/** An order as the revenue figures see it. */
export interface RevenueOrder {
  /** Tickets were issued (captured_at set); a payment that bought nothing is owed back, not revenue. */
  paid: boolean;
  /** CAPTURED while its tickets stand; a fully returned, cancelled or charged-back order is CANCELLED. */
  status: string;
  donationCents: number;
  /** orderLedger(...).kept */
  keptCents: number;
  /** The Berlin day it was bought on (YYYY-MM-DD). */
  day: string;
  /** Its lines: performance and the list value of the tickets still valid, to share the money by. */
  lines: ReadonlyArray<{ performanceId: number; validListCents: number; listCents: number }>;
}

/** What one order counts for: its kept money, the donation part (paid orders still standing) and the tickets part. */
export function orderRevenue(order: Pick<RevenueOrder, 'paid' | 'status' | 'donationCents' | 'keptCents'>) {
  const kept = order.paid ? order.keptCents : 0;
  const donations = order.paid && order.status === 'CAPTURED' ? order.donationCents : 0;
  return { kept, donations, tickets: kept - donations };
}

/**
 * Shares `cents` over weights in whole cents (largest remainder, ties to the first), so the shares add
 * up exactly. Without any weight the first key takes it all.
 */
export function shareCents<K>(cents: number, weights: ReadonlyArray<[K, number]>): Map<K, number> {
  const shares = new Map<K, number>();
  if (weights.length === 0) return shares;
  const total = weights.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0);
  if (total === 0) {
    shares.set(weights[0][0], cents);
    return shares;
  }
  const sign = cents < 0 ? -1 : 1;
  const amount = Math.abs(cents);
  const exact = weights.map(([key, weight]) => [key, (amount * Math.max(0, weight)) / total] as const);
  let left = amount;
  for (const [key, value] of exact) {
    const floor = Math.floor(value);
    shares.set(key, (shares.get(key) ?? 0) + floor);
    left -= floor;
  }
  const byRemainder = exact
    .map(([key, value], index) => ({ key, rest: value - Math.floor(value), index }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) {
    const { key } = byRemainder[i];
    shares.set(key, (shares.get(key) ?? 0) + 1);
  }
  for (const [key, value] of shares) shares.set(key, sign * value);
  return shares;
}

/** One order's ticket money per performance, by the list value of its tickets still valid (all of them once none is). */
export function perPerformance(order: RevenueOrder): Map<number, number> {
  const { tickets } = orderRevenue(order);
  const valid = order.lines.some((line) => line.validListCents > 0);
  return shareCents(
    tickets,
    order.lines.map((line) => [line.performanceId, valid ? line.validListCents : line.listCents] as [number, number]),
  );
}

export interface RevenueFigures {
  kept: number;
  donations: number;
  tickets: number;
  perDay: Map<string, number>;
  perPerformance: Map<number, number>;
}

/** The shop's figures from its orders: total, donations, tickets, per day (all kept money) and per performance (ticket money). */
export function revenueFigures(orders: readonly RevenueOrder[]): RevenueFigures {
  const figures: RevenueFigures = { kept: 0, donations: 0, tickets: 0, perDay: new Map(), perPerformance: new Map() };
  for (const order of orders) {
    const money = orderRevenue(order);
    figures.kept += money.kept;
    figures.donations += money.donations;
    figures.tickets += money.tickets;
    if (money.kept !== 0) figures.perDay.set(order.day, (figures.perDay.get(order.day) ?? 0) + money.kept);
    if (!order.paid) continue;
    for (const [performance, cents] of perPerformance(order)) figures.perPerformance.set(performance, (figures.perPerformance.get(performance) ?? 0) + cents);
  }
  return figures;
}

/** A coupon's discount that still stands: its share of the tickets still valid (rounded down, never more than given). */
export function couponDiscountKept(discountCents: number, validListCents: number, listCents: number): number {
  if (listCents <= 0 || validListCents <= 0) return 0;
  return Math.min(discountCents, Math.floor((discountCents * validListCents) / listCents));
}
