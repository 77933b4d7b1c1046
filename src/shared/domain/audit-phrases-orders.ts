import {
  after,
  asIds,
  asNumber,
  asRecord,
  asText,
  before,
  fixed,
  ofOrder,
  orderName,
  quoted,
  refundWords,
  subjectId,
  ticketsNamed,
} from './audit-phrase-parts';
import type { Describe } from './audit-sentence';
import { disputeStand } from './dispute';
import { formatCents, formatTicketCount } from './format';

/** Money, orders, tickets and the door: the sentences of their audit entries (issue 41). */

const BUYER = 'Die Käuferin oder der Käufer';

/** Why the system paid money back without tickets (orders.failure_reason of refundOwed). */
const AUTOMATIC_REFUND_REASONS: Readonly<Record<string, string>> = {
  HOLD_EXPIRED_SOLD_OUT: 'die Reservierung abgelaufen und die Vorstellung inzwischen ausverkauft war',
  AMOUNT_MISMATCH: 'der bezahlte Betrag nicht zur Bestellung passte',
  CANCELLED_BEFORE_PAYMENT: 'die Bestellung vor der Zahlung storniert wurde',
};

const reasonTail = (changes: Record<string, unknown>) => {
  const reason = asText(after(changes, 'reason'));
  // The sentence ends with its own full stop: "Grund: „Krank.“." would have two.
  return reason ? `Grund: ${quoted(reason.replace(/\.+$/, ''))}` : null;
};

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || undefined;

const cancelOrder: Describe = (facts) => {
  const { changes } = facts;
  const revoked = asNumber(after(changes, 'tickets_revoked'));
  return {
    object: orderName(facts),
    done: 'storniert',
    want: 'stornieren',
    tail: joined([revoked ? `${formatTicketCount(revoked)} gesperrt` : null, refundWords(after(changes, 'refund')), reasonTail(changes)]),
  };
};

const cancelTickets: Describe = (facts) => {
  const ids = asIds(after(facts.changes, 'tickets_cancelled'));
  const closed = after(facts.changes, 'status') === 'CANCELLED';
  return {
    object: ids.length ? `${ticketsNamed(ids)} ${ofOrder(facts)}` : `Tickets ${ofOrder(facts)}`,
    done: 'storniert',
    want: 'stornieren',
    tail: joined([refundWords(after(facts.changes, 'refund')), closed ? 'die Bestellung ist damit storniert' : null, reasonTail(facts.changes)]),
  };
};

const ticketReturn: Describe = (facts) => {
  const ids = asIds(after(facts.changes, 'tickets_returned'));
  return {
    actor: BUYER,
    object: ids.length ? `${ticketsNamed(ids)} ${ofOrder(facts)}` : `Tickets ${ofOrder(facts)}`,
    done: 'zurückgegeben',
    want: 'zurückgeben',
    tail: refundWords(after(facts.changes, 'refund')) ?? undefined,
  };
};

const automaticRefund: Describe = (facts) => {
  const refund = asRecord(after(facts.changes, 'refund'));
  const cents = asNumber(refund.cents);
  const amount = cents === null ? 'die Zahlung' : formatCents(cents);
  const reason = AUTOMATIC_REFUND_REASONS[String(facts.changes.reason)];
  const why = reason ? `, weil ${reason}` : ', weil keine Tickets ausgestellt wurden';
  return refund.status === 'PENDING'
    ? `Das System hat für ${orderName(facts)} die Erstattung von ${amount} beantragt${why}.`
    : `Das System hat für ${orderName(facts)} ${amount} erstattet${why}.`;
};

const returnedAtProvider =
  (how: string): Describe =>
  (facts) => {
    const cents = asNumber(facts.changes.amount_cents);
    const revoked = asNumber(facts.changes.tickets_revoked);
    const admitted = asNumber(facts.changes.tickets_admitted);
    const amount = cents === null ? '' : ` (${formatCents(cents)})`;
    const effects = [revoked ? `${formatTicketCount(revoked)} gesperrt` : null, admitted ? `${formatTicketCount(admitted)} schon eingelassen` : null].filter(
      Boolean,
    );
    return `Die Zahlung ${ofOrder(facts)}${amount} wurde ${how}${effects.length ? `; ${effects.join(', ')}` : ''}.`;
  };

const boxOfficeSale: Describe = (facts) => {
  const sale = asRecord(after(facts.changes, 'sale'));
  const tickets = asNumber(sale.tickets);
  const cents = asNumber(sale.cents);
  const device = asText(sale.device);
  return {
    object: `an der Abendkasse ${tickets === null ? 'Tickets' : formatTicketCount(tickets)}${facts.order_id ? ` (Bestellung ${facts.order_id})` : ''}`,
    done: 'verkauft',
    want: 'verkaufen',
    tail: joined([cents === null ? null : formatCents(cents), device ? `am Gerät ${quoted(device)}` : null, sale.offline === true ? 'offline erfasst' : null]),
  };
};

const byHand: Describe = (facts) => {
  const ids = asIds(after(facts.changes, 'admitted_by_hand'));
  return { object: ids.length ? `${ticketsNamed(ids)} von Hand` : 'Gäste von Hand', done: 'eingelassen', want: 'einlassen' };
};

const transfer: Describe = (facts) => {
  const holder = asText(after(facts.changes, 'holder'));
  const ticket = asNumber(before(facts.changes, 'ticket')) ?? subjectId(facts);
  return {
    actor: BUYER,
    object: `${ticket ? `Ticket Nr. ${ticket}` : 'ein Ticket'} ${ofOrder(facts)}${holder ? ` an ${holder}` : ''}`,
    done: 'weitergegeben',
    want: 'weitergeben',
  };
};

const dispute: Describe = (facts) => {
  const stand = disputeStand(after(facts.changes, 'stage'), after(facts.changes, 'status'));
  return `PayPal meldet einen Konfliktfall zu ${facts.order_id ? `Bestellung ${facts.order_id}` : 'einer Zahlung'}: ${stand}.`;
};

/** How the buyer paid, for the history's payment entry. */
const PROVIDERS: Readonly<Record<string, string>> = { paypal: 'über PayPal', test: 'mit dem Testzahlungsdienst', cash: 'bar' };

/** The order's own start and payment (shared/domain/order-origin.ts): derived, not audit rows. */
const placed: Describe = (facts) => {
  const tickets = asNumber(after(facts.changes, 'tickets'));
  const cents = asNumber(after(facts.changes, 'total_cents'));
  return {
    actor: BUYER,
    object: orderName(facts),
    done: 'aufgegeben',
    want: 'aufgeben',
    tail: joined([tickets === null ? null : formatTicketCount(tickets), cents === null ? null : formatCents(cents)]),
  };
};

const paid: Describe = (facts) => {
  const cents = asNumber(after(facts.changes, 'paid_cents')) ?? 0;
  if (cents === 0) return `${orderName(facts, 'Die Bestellung')} kostet nichts und ist ohne Zahlung abgeschlossen.`;
  const how = PROVIDERS[asText(after(facts.changes, 'provider')) ?? ''];
  return `Die Zahlung von ${formatCents(cents)} für ${orderName(facts)} ist eingegangen${how ? ` (${how})` : ''}.`;
};

export const ORDER_PHRASES: Readonly<Record<string, Describe>> = {
  'order.placed': placed,
  'order.paid': paid,
  'order.cancel': cancelOrder,
  'order.cancel_refund': cancelOrder,
  'order.cancel_tickets': cancelTickets,
  'order.ticket_return': ticketReturn,
  'refund.confirmed': automaticRefund,
  'refund.requested': automaticRefund,
  'refund.failed': (facts) => `Die Erstattung für ${orderName(facts)} ist bei PayPal fehlgeschlagen; die Bestellung ist zur Nachbearbeitung markiert.`,
  'payment.dispute': dispute,
  'payment.reversed': returnedAtProvider('von PayPal zurückgebucht'),
  'payment.refunded_at_provider': returnedAtProvider('direkt bei PayPal erstattet'),
  'boxoffice.sale': boxOfficeSale,
  'checkin.override': byHand,
  'ticket.transfer': transfer,
  // Routes, as the audit trail names writes no service gave an action (also refused attempts of the above).
  'orders/cancel.php': (facts) => ({ object: orderName(facts), done: 'storniert', want: 'stornieren' }),
  'orders/cancel-tickets.php': (facts) => ({ object: `Tickets ${ofOrder(facts)}`, done: 'storniert', want: 'stornieren' }),
  'orders/create.php': fixed('eine Bestellung', 'angelegt', 'anlegen'),
  'orders/capture.php': (facts) => ({ object: `die Zahlung ${ofOrder(facts)}`, done: 'abgeschlossen', want: 'abschließen' }),
  'orders/quote.php': fixed('einen Preis', 'berechnen lassen', 'berechnen lassen'),
  'payments/test/approve.php': fixed('eine Testzahlung', 'freigegeben', 'freigeben'),
  'boxoffice/sell.php': fixed('an der Abendkasse Tickets', 'verkauft', 'verkaufen'),
  'checkin/scan.php': fixed('ein Ticket am Einlass', 'geprüft', 'prüfen'),
  'checkin/upload.php': fixed('Einlass-Scans eines Geräts', 'übertragen', 'übertragen'),
  'tickets/return.php': (facts) => ({
    actor: facts.user_id ? undefined : BUYER,
    object: `Tickets ${ofOrder(facts)}`,
    done: 'zurückgegeben',
    want: 'zurückgeben',
  }),
  'tickets/transfer.php': (facts) => ({ actor: facts.user_id ? undefined : BUYER, object: 'ein Ticket', done: 'weitergegeben', want: 'weitergeben' }),
  'tickets/send-mail.php': (facts) => ({ object: `die Tickets ${ofOrder(facts)} per E-Mail`, done: 'erneut gesendet', want: 'erneut senden' }),
  'mail/resend.php': fixed('eine E-Mail', 'erneut gesendet', 'erneut senden'),
};
