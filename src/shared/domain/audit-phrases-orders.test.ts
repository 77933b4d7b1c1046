import { describe, expect, it } from 'vitest';
import { auditEntry, NO_STAFF, REFUSED } from './audit-facts.fixture';
import type { AuditFacts } from './audit-sentence';
import { auditSentence } from './audit-sentence';

const said = (action: string, extra: Partial<AuditFacts> = {}) => auditSentence(auditEntry(action, extra));
const refused = (action: string, extra: Partial<AuditFacts> = {}) => auditSentence(auditEntry(action, { ...extra, ...REFUSED }));
const BUYER = 'Die Käuferin oder der Käufer';

describe('sentences of cancellations and returns (issue 41)', () => {
  it('quotes the reason without its closing full stops, which the sentence already has', () => {
    expect(said('order.cancel', { order_id: 8, changes: { reason: [null, 'Laut Dr. Meier krank...'] } })).toBe(
      'Petra Schmidt hat Bestellung 8 storniert, Grund: „Laut Dr. Meier krank“.',
    );
  });

  it('words a refused cancellation, return or ticket cancellation as what was wanted', () => {
    expect(refused('order.cancel', { order_id: 8 })).toBe('Petra Schmidt wollte Bestellung 8 stornieren – abgelehnt.');
    expect(refused('order.cancel_tickets', { order_id: 8, changes: { tickets_cancelled: [null, [3]] } })).toBe(
      'Petra Schmidt wollte 1 Ticket (Nr. 3) von Bestellung 8 stornieren – abgelehnt.',
    );
    expect(refused('order.ticket_return', { order_id: 8 })).toBe(`${BUYER} wollte Tickets von Bestellung 8 zurückgeben – abgelehnt.`);
  });

  it('says "Tickets" where the entry kept no ticket numbers', () => {
    expect(said('order.cancel_tickets', { order_id: 8 })).toBe('Petra Schmidt hat Tickets von Bestellung 8 storniert.');
    expect(said('order.ticket_return', { ...NO_STAFF, order_id: 8, changes: { refund: [null, { status: 'PENDING', cents: 600 }] } })).toBe(
      `${BUYER} hat Tickets von Bestellung 8 zurückgegeben, Erstattung von 6,00\u00a0€ beantragt.`,
    );
  });
});

describe('sentences of money events nobody pressed a button for', () => {
  it('says why the system paid back, and that a pending refund was only requested', () => {
    expect(
      said('refund.requested', { ...NO_STAFF, order_id: 12, changes: { refund: [null, { status: 'PENDING', cents: 500 }], reason: 'AMOUNT_MISMATCH' } }),
    ).toBe('Das System hat für Bestellung 12 die Erstattung von 5,00\u00a0€ beantragt, weil der bezahlte Betrag nicht zur Bestellung passte.');
    expect(said('refund.confirmed', { ...NO_STAFF, order_id: 12, changes: { refund: [null, { status: 'COMPLETED' }] } })).toBe(
      'Das System hat für Bestellung 12 die Zahlung erstattet, weil keine Tickets ausgestellt wurden.',
    );
  });

  it('says a refund failed at PayPal and the order waits for staff', () => {
    expect(said('refund.failed', { ...NO_STAFF, order_id: 12 })).toBe(
      'Die Erstattung für Bestellung 12 ist bei PayPal fehlgeschlagen; die Bestellung ist zur Nachbearbeitung markiert.',
    );
  });

  it('words money PayPal returned, with amount and effects on tickets where known', () => {
    expect(said('payment.refunded_at_provider', { ...NO_STAFF, order_id: 12, changes: { tickets_revoked: 1, tickets_admitted: 2 } })).toBe(
      'Die Zahlung von Bestellung 12 wurde direkt bei PayPal erstattet; 1 Ticket gesperrt, 2 Tickets schon eingelassen.',
    );
    expect(said('payment.reversed', { ...NO_STAFF, order_id: 12, changes: { amount_cents: 0, tickets_revoked: 0 } })).toBe(
      'Die Zahlung von Bestellung 12 (0,00\u00a0€) wurde von PayPal zurückgebucht.',
    );
  });

  it('names a dispute without an order as one about a payment', () => {
    expect(said('payment.dispute', { ...NO_STAFF, changes: { stage: [null, 'INQUIRY'] } })).toBe('PayPal meldet einen Konfliktfall zu einer Zahlung: Anfrage.');
  });
});

describe('sentences of the box office and the door', () => {
  it('words a box-office sale with tickets, amount, device and an offline sale', () => {
    const sale = { tickets: 3, cents: 3600, device: ' Kasse 1 ', offline: true };
    expect(said('boxoffice.sale', { order_id: 40, changes: { sale: [null, sale] } })).toBe(
      'Petra Schmidt hat an der Abendkasse 3 Tickets (Bestellung 40) verkauft, 36,00\u00a0€, am Gerät „Kasse 1“, offline erfasst.',
    );
    expect(refused('boxoffice.sale', { changes: { sale: [null, sale] } })).toBe('Petra Schmidt wollte an der Abendkasse 3 Tickets verkaufen – abgelehnt.');
  });

  it('leaves out what a box-office sale did not keep, and counts only a sale marked offline as offline', () => {
    expect(said('boxoffice.sale', { changes: { sale: [null, { offline: 'ja' }] } })).toBe('Petra Schmidt hat an der Abendkasse Tickets verkauft.');
    expect(said('boxoffice.sale', { changes: { sale: [null, { tickets: 1, cents: 0, offline: false }] } })).toBe(
      'Petra Schmidt hat an der Abendkasse 1 Ticket verkauft, 0,00\u00a0€.',
    );
  });

  it('names the tickets let in by hand', () => {
    expect(said('checkin.override', { changes: { admitted_by_hand: [null, [5, 6]] } })).toBe('Petra Schmidt hat 2 Tickets (Nr. 5 und 6) von Hand eingelassen.');
    expect(refused('checkin.override')).toBe('Petra Schmidt wollte Gäste von Hand einlassen – abgelehnt.');
  });

  it('says which ticket the buyer passed on, and to whom', () => {
    expect(said('ticket.transfer', { ...NO_STAFF, order_id: 12, changes: { ticket: [7, null], holder: [null, 'Max Muster'] } })).toBe(
      `${BUYER} hat Ticket Nr. 7 von Bestellung 12 an Max Muster weitergegeben.`,
    );
    expect(said('ticket.transfer', { ...NO_STAFF, order_id: 12, subject: 'ticket:8' })).toBe(`${BUYER} hat Ticket Nr. 8 von Bestellung 12 weitergegeben.`);
    expect(refused('ticket.transfer', { ...NO_STAFF, order_id: 12 })).toBe(`${BUYER} wollte ein Ticket von Bestellung 12 weitergeben – abgelehnt.`);
  });
});

describe('sentences of order routes no service named', () => {
  it('words cancelling, capturing and resending by route', () => {
    expect(said('orders/cancel.php', { order_id: 8 })).toBe('Petra Schmidt hat Bestellung 8 storniert.');
    expect(refused('orders/cancel.php', { order_id: 8 })).toBe('Petra Schmidt wollte Bestellung 8 stornieren – abgelehnt.');
    expect(said('orders/cancel-tickets.php', { order_id: 8 })).toBe('Petra Schmidt hat Tickets von Bestellung 8 storniert.');
    expect(said('orders/capture.php', { ...NO_STAFF, order_id: 8 })).toBe('Das System hat die Zahlung von Bestellung 8 abgeschlossen.');
    expect(refused('orders/capture.php', { order_id: 8 })).toBe('Petra Schmidt wollte die Zahlung von Bestellung 8 abschließen – abgelehnt.');
    expect(said('tickets/send-mail.php', { order_id: 8 })).toBe('Petra Schmidt hat die Tickets von Bestellung 8 per E-Mail erneut gesendet.');
    expect(refused('tickets/send-mail.php', { order_id: 8 })).toBe('Petra Schmidt wollte die Tickets von Bestellung 8 per E-Mail erneut senden – abgelehnt.');
  });

  it('names the buyer for a return or transfer by link, and the staff member who did it for them', () => {
    expect(said('tickets/return.php', { ...NO_STAFF, order_id: 8 })).toBe(`${BUYER} hat Tickets von Bestellung 8 zurückgegeben.`);
    expect(refused('tickets/return.php', { order_id: 8 })).toBe('Petra Schmidt wollte Tickets von Bestellung 8 zurückgeben – abgelehnt.');
    expect(said('tickets/transfer.php', NO_STAFF)).toBe(`${BUYER} hat ein Ticket weitergegeben.`);
    expect(refused('tickets/transfer.php')).toBe('Petra Schmidt wollte ein Ticket weitergeben – abgelehnt.');
  });
});

describe('an order the entry does not name', () => {
  it('is "einer Bestellung" after "von", as German wants the dative there', () => {
    expect(refused('tickets/return.php', NO_STAFF)).toBe(`${BUYER} wollte Tickets von einer Bestellung zurückgeben – abgelehnt.`);
    expect(refused('orders/cancel-tickets.php')).toBe('Petra Schmidt wollte Tickets von einer Bestellung stornieren – abgelehnt.');
    expect(refused('order.cancel_tickets', { changes: { tickets_cancelled: [null, [3]] } })).toBe(
      'Petra Schmidt wollte 1 Ticket (Nr. 3) von einer Bestellung stornieren – abgelehnt.',
    );
    expect(refused('order.ticket_return', NO_STAFF)).toBe(`${BUYER} wollte Tickets von einer Bestellung zurückgeben – abgelehnt.`);
    expect(refused('ticket.transfer', NO_STAFF)).toBe(`${BUYER} wollte ein Ticket von einer Bestellung weitergeben – abgelehnt.`);
    // Refused without anyone signed in: a visitor's (or a probe's) request, issue 52.
    expect(refused('orders/capture.php', NO_STAFF)).toBe('Jemand ohne Anmeldung wollte die Zahlung von einer Bestellung abschließen – abgelehnt.');
    expect(refused('orders/create.php', NO_STAFF)).toMatch(/^Jemand ohne Anmeldung wollte .+ – abgelehnt\.$/);
    expect(refused('tickets/send-mail.php')).toBe('Petra Schmidt wollte die Tickets von einer Bestellung per E-Mail erneut senden – abgelehnt.');
    expect(said('payment.reversed', NO_STAFF)).toBe('Die Zahlung von einer Bestellung wurde von PayPal zurückgebucht.');
  });

  it('stays "eine Bestellung" where German wants the accusative', () => {
    expect(refused('orders/cancel.php')).toBe('Petra Schmidt wollte eine Bestellung stornieren – abgelehnt.');
    expect(said('refund.failed', NO_STAFF)).toBe(
      'Die Erstattung für eine Bestellung ist bei PayPal fehlgeschlagen; die Bestellung ist zur Nachbearbeitung markiert.',
    );
  });
});
