import { describe, expect, it } from 'vitest';
import { auditEntry, NO_STAFF, REFUSED } from './audit-facts.fixture';
import type { AuditFacts } from './audit-sentence';
import { auditSentence } from './audit-sentence';

const said = (action: string, extra: Partial<AuditFacts> = {}) => auditSentence(auditEntry(action, extra));
const refused = (action: string, extra: Partial<AuditFacts> = {}) => auditSentence(auditEntry(action, { ...extra, ...REFUSED }));
const VISITOR = 'Eine Besucherin oder ein Besucher';

describe('sentences of staff orders and box-office reservations (issue 42)', () => {
  it('names only the details a staff order kept', () => {
    expect(said('order.staff_create', { changes: { order: [null, { kind: 'paid', name: 'Erika Muster' }] } })).toBe(
      'Petra Schmidt hat eine bezahlte Bestellung angelegt, für Erika Muster.',
    );
    expect(said('order.staff_create', { order_id: 20, changes: { order: [null, { kind: 'sonstwas', tickets: 1 }] } })).toBe(
      'Petra Schmidt hat eine Bestellung (Bestellung 20) angelegt, 1 Ticket.',
    );
    expect(said('order.staff_create', { changes: { order: [null, { cents: 1200 }] } })).toBe('Petra Schmidt hat eine Bestellung angelegt, 12,00\u00a0€.');
    expect(refused('order.staff_create', { changes: { order: [null, { kind: 'free' }] } })).toBe(
      'Petra Schmidt wollte eine Freikarten-Bestellung anlegen – abgelehnt.',
    );
  });

  it('says a reservation was paid in cash at the box office, with amount and device', () => {
    expect(said('reservation.pay', { order_id: 17, changes: { payment: [null, { cents: 2400, device: 'Kasse 2' }] } })).toBe(
      'Petra Schmidt hat die Reservierung Bestellung 17 an der Abendkasse mit 24,00\u00a0€ bar kassiert, am Gerät „Kasse 2“.',
    );
    expect(refused('reservation.pay', { order_id: 17 })).toBe(
      'Petra Schmidt wollte die Reservierung Bestellung 17 an der Abendkasse bar kassieren – abgelehnt.',
    );
  });

  it('words cash reported twice, and cash that could not be booked, with the reason where known', () => {
    expect(said('reservation.pay_repeated', { order_id: 17 })).toBe(
      'Die Reservierung Bestellung 17 wurde an der Abendkasse noch einmal als bezahlt gemeldet; sie war es schon.',
    );
    expect(said('reservation.pay_refused', { order_id: 17, changes: { payment: [null, { message: 'Die Reservierung ist abgelaufen.' }] } })).toBe(
      'Bargeld für die Reservierung Bestellung 17 wurde an der Abendkasse gemeldet, aber nicht verbucht: Die Reservierung ist abgelaufen.',
    );
    expect(said('reservation.pay_refused', { order_id: 17 })).toBe(
      'Bargeld für die Reservierung Bestellung 17 wurde an der Abendkasse gemeldet, aber nicht verbucht.',
    );
  });
});

describe('sentences of the guest list and the waiting list', () => {
  it('names the guest where the entry kept the name, and words refused guest-list changes', () => {
    expect(said('guest.admit', { changes: { guest: [null, { name: 'Bürgermeisterin Kurz' }] } })).toBe(
      'Petra Schmidt hat den Gast „Bürgermeisterin Kurz“ eingelassen.',
    );
    expect(refused('guest.admit')).toBe('Petra Schmidt wollte einen Gast einlassen – abgelehnt.');
    expect(refused('guest.add')).toBe('Petra Schmidt wollte einen Gast auf die Gästeliste setzen – abgelehnt.');
    expect(refused('guest.remove')).toBe('Petra Schmidt wollte einen Gast von der Gästeliste nehmen – abgelehnt.');
  });

  it('says whether the waiting list of an event was switched on or off', () => {
    expect(said('event.waiting_list', { subject: 'event:3', changes: { waiting_list: [false, true] } })).toBe(
      'Petra Schmidt hat die Warteliste von Event Nr. 3 eingeschaltet.',
    );
    expect(said('event.waiting_list', { subject: 'event:3', changes: { waiting_list: [true, false] } })).toBe(
      'Petra Schmidt hat die Warteliste von Event Nr. 3 ausgeschaltet.',
    );
    expect(refused('event.waiting_list', { changes: { waiting_list: [false, true] } })).toBe(
      'Petra Schmidt wollte die Warteliste von Event Nr. ? einschalten – abgelehnt.',
    );
    expect(refused('event.waiting_list', { changes: { waiting_list: 'ja' } })).toBe(
      'Petra Schmidt wollte die Warteliste von Event Nr. ? ausschalten – abgelehnt.',
    );
  });

  it('names the waiting-list entry a staff member sent an offer to or removed', () => {
    expect(said('waiting_list.offer', { subject: 'waiting_list_entry:9' })).toBe(
      'Petra Schmidt hat Eintrag Nr. 9 der Warteliste von Hand ein Angebot geschickt.',
    );
    expect(said('waiting_list.remove', { subject: 'waiting_list_entry:9' })).toBe('Petra Schmidt hat Eintrag Nr. 9 der Warteliste entfernt.');
    expect(refused('waiting_list.remove')).toBe('Petra Schmidt wollte einen Eintrag der Warteliste entfernen – abgelehnt.');
  });

  it('names a visitor for what they did on the waiting list, and the staff member who did it for them', () => {
    expect(refused('waiting-list/join.php', NO_STAFF)).toBe(`${VISITOR} wollte sich auf die Warteliste setzen – abgelehnt.`);
    expect(said('waiting-list/join.php')).toBe('Petra Schmidt hat sich auf die Warteliste gesetzt.');
    expect(said('waiting-list/confirm.php', NO_STAFF)).toBe(`${VISITOR} hat die Anmeldung zur Warteliste bestätigt.`);
    expect(said('waiting-list/leave.php', NO_STAFF)).toBe(`${VISITOR} hat sich von der Warteliste abgemeldet.`);
    expect(refused('waiting-list/leave.php')).toBe('Petra Schmidt wollte sich von der Warteliste abmelden – abgelehnt.');
    expect(said('waiting-list/pay.php', NO_STAFF)).toBe(`${VISITOR} hat die angebotenen Plätze der Warteliste gekauft.`);
    expect(refused('waiting-list/pay.php')).toBe('Petra Schmidt wollte die angebotenen Plätze der Warteliste kaufen – abgelehnt.');
  });
});
