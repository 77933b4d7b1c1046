import { formatCents } from './format.js';

export interface RefundRow {
  provider_ref: string;
  status: string;
  amount_cents: number;
}

export interface RefundStatement {
  /** What goes back: every refund or reversal once, failed ones not at all. */
  cents: number;
  /** True only when the provider confirmed every one of them. */
  confirmed: boolean;
  /** The sentence the cancellation mail shows ({erstattungsstand}). */
  text: string;
}

const GONE = ['FAILED', 'CANCELLED'];

/**
 * What the buyer is told about money going back (issue 28): a refund PayPal has not confirmed reads "wird
 * erstattet", a failed one counts nothing (its retry is the one that counts), and each refund counts once.
 */
export function refundStatement(rows: readonly RefundRow[]): RefundStatement {
  const byRef = new Map<string, RefundRow>();
  for (const row of rows) if (!GONE.includes(row.status)) byRef.set(row.provider_ref, row);
  const live = [...byRef.values()];
  const cents = live.reduce((sum, row) => sum + row.amount_cents, 0);
  const confirmed = live.every((row) => row.status === 'COMPLETED');
  if (cents === 0) return { cents, confirmed, text: 'Keine Erstattung' };
  const amount = formatCents(cents);
  return { cents, confirmed, text: confirmed ? `Erstattet: ${amount}` : `Wird erstattet: ${amount} (PayPal bestätigt die Erstattung noch)` };
}
