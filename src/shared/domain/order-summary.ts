import { formatCents } from './format.js';
import { type LedgerEntry, orderLedger } from './revenue.js';

/**
 * The order details' summary after money or tickets went back (issue 51 item 6): "Gesamt 24,00 €, Tickets
 * gesamt 3" stayed after a refund. The total stays what was ordered; beside it what went back and what is
 * left, and the tickets split into valid and cancelled. A ticket handed on (TRANSFERRED) is replaced by its
 * successor, so it counts neither way.
 */
export interface SummaryFacts {
  totalCents: number;
  /** The order's tickets as ordered (before any were issued, the count of its lines). */
  ticketCount: number;
  tickets: ReadonlyArray<{ status: 'valid' | 'cancelled'; revoked_reason: string | null }>;
  ledger: readonly LedgerEntry[];
}

export interface SummaryRow {
  term: string;
  value: string;
}

export function orderSummaryRows(facts: SummaryFacts): SummaryRow[] {
  const money = orderLedger(facts.ledger);
  const rows: SummaryRow[] = [{ term: 'Gesamt', value: formatCents(facts.totalCents) }];
  if (money.refunded > 0) rows.push({ term: 'Erstattet', value: formatCents(money.refunded) });
  if (money.reversed > 0) rows.push({ term: 'Zurückgebucht', value: formatCents(money.reversed) });
  if (money.refunded + money.reversed > 0) rows.push({ term: 'Verbleibt', value: formatCents(Math.max(0, money.kept)) });

  const own = facts.tickets.filter((ticket) => ticket.revoked_reason !== 'TRANSFERRED');
  const cancelled = own.filter((ticket) => ticket.status === 'cancelled').length;
  if (cancelled === 0) rows.push({ term: 'Tickets gesamt', value: String(own.length || facts.ticketCount) });
  else rows.push({ term: 'Tickets', value: `${own.length - cancelled} gültig, ${cancelled} storniert (von ${own.length})` });
  return rows;
}
