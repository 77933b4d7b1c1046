import { ONE_ENTRY_FOOTER, REENTRY_FOOTER } from '../domain/entry-wording.js';
import type { PaidWay } from '../domain/free-orders.js';
import type { RefundStatement } from '../domain/refund-statement.js';
import type { Translator } from './translator.js';

/**
 * The sentences and formats an order's mails, PDF tickets and .ics share, in the order's language (issue 53
 * item 6). In German each is word for word what shared/domain writes (entry-wording, free-orders,
 * refund-statement, seat-place, format): the German catalog holds those texts.
 */

/** '08.07.2025, 19:00 Uhr', 'Tuesday … 08/07/2025, 19:00'. */
export const dateTimeIn = (tr: Translator, value: Date | string) => tr.t('mail.dateTime', { date: tr.format.date(value), time: tr.format.time(value) });

export const centsIn = (tr: Translator, cents: number) => tr.format.money(Math.round(cents) / 100);

/** 'Parkett, Reihe B, Platz 6' (shared/domain/seat-place.ts) in the language; '' without a seat. */
export function seatPlaceIn(tr: Pick<Translator, 't'>, label: string | null | undefined, section?: string | null): string {
  const seat = label?.trim();
  if (!seat) return '';
  const match = /^([A-Za-z]+)(\d+)$/.exec(seat);
  const name = match ? tr.t('mail.seat', { row: match[1].toUpperCase(), number: match[2] }) : seat;
  const part = section?.trim();
  return part ? `${part}, ${name}` : name;
}

/** {eintritt}: one entry, or re-entry on the same day. */
export const entrySentenceIn = (tr: Translator, reentry: boolean) => tr.t(reentry ? 'mail.entry.reentry' : 'mail.entry.one');

/** {zahlung}: a free order was not paid for. */
export const paymentSentenceIn = (tr: Translator, free: boolean) => tr.t(free ? 'mail.payment.free' : 'mail.payment.paid');

/** {erstattungsweg}: where the money goes back. */
export const refundWayIn = (tr: Translator, way: PaidWay) => tr.t(`mail.refundWay.${way}`);

/** {erstattungsstand}: nothing, refunded, PayPal still confirming, or (cash) to be handed back. */
export function refundStateIn(tr: Translator, refund: RefundStatement, way: PaidWay): string {
  if (refund.cents === 0) return tr.t('mail.refund.none');
  const amount = centsIn(tr, refund.cents);
  // Cash goes back by hand: booked at once, but the buyer has not got it yet when the mail arrives.
  if (way === 'cash') return tr.t('mail.refund.cash', { amount });
  return tr.t(refund.confirmed ? 'mail.refund.done' : 'mail.refund.pending', { amount });
}

/** {grund}: the reason staff gave, or "Keine Angabe". */
export const reasonIn = (tr: Translator, reason: string | null | undefined) => reason?.trim() || tr.t('mail.reason.none');

/**
 * The ticket designer's footer in the order's language: the shipped sentences (the QR hint, one entry or
 * re-entry) are the catalog's; whatever the school wrote itself stays as written. German is unchanged.
 */
export function ticketFooterIn(tr: Translator, footer: string, reentry: boolean): string {
  let text = reentry ? footer.replaceAll(ONE_ENTRY_FOOTER, REENTRY_FOOTER) : footer;
  if (tr.language === 'de') return text;
  text = text.replaceAll(SHOW_QR_FOOTER, tr.t('pdf.showQr'));
  return text.replaceAll(REENTRY_FOOTER, tr.t('pdf.reentry')).replaceAll(ONE_ENTRY_FOOTER, tr.t('pdf.oneEntry'));
}

/** The first sentence of the shipped ticket footer (shared/api/ticket-design.ts). */
export const SHOW_QR_FOOTER = 'Bitte zeige diesen QR-Code am Einlass vor.';

/**
 * The ticket designer's heading in the order's language: the shipped "TICKET" is the catalog's (BİLET,
 * КВИТОК, تذكرة); a heading the school wrote itself stays as written. German is unchanged.
 */
export function ticketHeadingIn(tr: Translator, heading: string): string {
  return heading === SHIPPED_HEADING && tr.language !== 'de' ? tr.t('pdf.file.heading') : heading;
}

/** The heading of the shipped ticket design (shared/api/ticket-design.ts). */
export const SHIPPED_HEADING = 'TICKET';

/**
 * The PDF's file name in the order's language: 'Tickets-Bestellung-12.pdf' for an order, 'Ticket-34.pdf'
 * for one handed-on ticket; `ascii` is what a client that cannot read `filename*` saves it as.
 */
export function pdfFileNameIn(tr: Translator, of: { order: number } | { ticket: number }): { name: string; ascii: string } {
  const name = 'order' in of ? tr.t('pdf.file.order', { order: String(of.order) }) : tr.t('pdf.file.ticket', { ticket: String(of.ticket) });
  // Turkish keeps its letters without their marks (sipariş → siparis); a script without Latin letters falls back.
  const plain = name
    .replaceAll('ı', 'i')
    .replaceAll('İ', 'I')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const ascii = /^[A-Za-z0-9._ -]+$/.test(plain) ? plain : 'order' in of ? `Tickets-${of.order}` : `Ticket-${of.ticket}`;
  return { name: `${name}.pdf`, ascii: `${ascii}.pdf` };
}
