/**
 * Returns by the buyer (issue 33 point 3): a ticket may go back up to the configured number of days
 * before its performance ("Rückgabefrist"), never once it was admitted, and only from a paid order.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a ticket for a performance starting at `startsAt` can be returned. */
export function returnDeadline(startsAt: Date, returnDays: number): Date {
  return new Date(startsAt.getTime() - returnDays * DAY_MS);
}

/**
 * The period an order's tickets go back under: the one in force when it was paid (issue 37 item 5), so a
 * later change of "Rückgabefrist" moves no deadline; today's setting only for an order paid without one.
 */
export function orderReturnDays(fixedAtPayment: number | null | undefined, setting: number): number {
  return fixedAtPayment ?? setting;
}

export type ReturnRefusal = 'not_paid' | 'not_valid' | 'admitted' | 'period_over';

export interface ReturnCandidate {
  orderPaid: boolean;
  ticketValid: boolean;
  admitted: boolean;
  startsAt: Date;
}

/**
 * Why a ticket cannot be returned now, or null when it can. With a period of 0 days a ticket can go
 * back until the performance begins.
 */
export function returnRefusal(ticket: ReturnCandidate, returnDays: number, now: Date): ReturnRefusal | null {
  if (!ticket.orderPaid) return 'not_paid';
  if (!ticket.ticketValid) return 'not_valid';
  if (ticket.admitted) return 'admitted';
  if (now.getTime() > returnDeadline(ticket.startsAt, returnDays).getTime()) return 'period_over';
  return null;
}

/** The buyer's sentence for a refusal (German, "du"). */
export function returnRefusalText(refusal: ReturnRefusal, deadline: string): string {
  switch (refusal) {
    case 'not_paid':
      return 'Diese Bestellung ist nicht bezahlt; es gibt nichts zurückzugeben.';
    case 'not_valid':
      return 'Dieses Ticket ist bereits storniert oder zurückgegeben.';
    case 'admitted':
      return 'Dieses Ticket wurde am Einlass bereits eingelöst und kann nicht zurückgegeben werden.';
    case 'period_over':
      return `Die Rückgabefrist ist abgelaufen: Eine Rückgabe war bis ${deadline} möglich.`;
  }
}

export interface PaidOrderMoney {
  /** What the order cost, discounts taken off, donation included. */
  totalCents: number;
  donationCents: number;
  /** Sum of the list prices of all its tickets (before discounts). */
  listCents: number;
  /** What was already paid back for this order. */
  refundedCents: number;
  /** The capture, the most that can ever go back. */
  capturedCents: number;
}

/**
 * What goes back for returned tickets. Returning the last valid tickets pays back everything not yet
 * refunded (the donation too: the order is closed). Single tickets get their list price scaled by the
 * order's discounts (coupon, group discount), rounded down, so that single returns never add up to
 * more than the tickets cost.
 */
export function returnRefundCents(money: PaidOrderMoney, returnedListCents: number, returnsAllLeft: boolean): number {
  const left = Math.max(0, money.capturedCents - money.refundedCents);
  if (returnsAllLeft) return left;
  if (money.listCents <= 0) return 0;
  const ticketsPaid = Math.max(0, money.totalCents - money.donationCents);
  return Math.min(left, Math.floor((returnedListCents * ticketsPaid) / money.listCents));
}

/**
 * What the ticket page says about returns, from the deadlines of the tickets that could still go back
 * (valid, not admitted): until when it is possible, or until when it was; null when nothing is left.
 */
export function returnPageNote(deadlines: readonly Date[], now: Date, format: (deadline: Date) => string): string | null {
  if (deadlines.length === 0) return null;
  const open = deadlines.filter((deadline) => deadline.getTime() >= now.getTime());
  if (open.length > 0) {
    const first = new Date(Math.min(...open.map((deadline) => deadline.getTime())));
    return `Du kannst Tickets bis ${format(first)} zurückgeben; der Betrag wird über PayPal erstattet.`;
  }
  const last = new Date(Math.max(...deadlines.map((deadline) => deadline.getTime())));
  return `Die Rückgabefrist ist abgelaufen: Eine Rückgabe war bis ${format(last)} möglich.`;
}
