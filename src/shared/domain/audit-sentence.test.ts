import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditEntry as entry, NO_STAFF } from './audit-facts.fixture';
import { OFFICE_PHRASES } from './audit-phrases-office';
import { ORDER_PHRASES } from './audit-phrases-orders';
import { SELLOUT_PHRASES } from './audit-phrases-sellout';
import { type AuditFacts, auditActor, auditSentence, hasOwnSentence } from './audit-sentence';

/** What a staff member must never read in a sentence: action codes, route names, stored JSON. */
const RAW = /[a-z]+_[a-z_]+|\b[a-z]+\.[a-z_]+\b|\.php|[{}[\]"]/;

describe('audit entries as German sentences (issue 41)', () => {
  it('names who cancelled which tickets of which order and what went back', () => {
    const sentence = auditSentence(
      entry('order.cancel_tickets', {
        order_id: 17,
        subject: 'order:17',
        changes: { tickets_cancelled: [null, [9, 10]], reason: [null, 'Krank.'], refund: [null, { id: 'TESTREF-1', status: 'COMPLETED', cents: 1200 }] },
      }),
    );
    expect(sentence).toBe('Petra Schmidt hat 2 Tickets (Nr. 9 und 10) von Bestellung 17 storniert, 12,00\u00a0€ erstattet, Grund: „Krank“.');
  });

  it('says a cash refund and an order closed by its last tickets', () => {
    const sentence = auditSentence(
      entry('order.cancel_tickets', {
        order_id: 5,
        changes: { tickets_cancelled: [null, [3]], refund: [null, { status: 'CASH', cents: 600 }], status: ['CAPTURED', 'CANCELLED'] },
      }),
    );
    expect(sentence).toBe('Petra Schmidt hat 1 Ticket (Nr. 3) von Bestellung 5 storniert, 6,00\u00a0€ bar zu erstatten, die Bestellung ist damit storniert.');
  });

  it('words a whole cancellation with refund, and one still pending at the provider', () => {
    const changes = { status: ['CAPTURED', 'CANCELLED'], refund: [null, { id: 'R', status: 'COMPLETED', cents: 3600 }], tickets_revoked: [0, 3] };
    expect(auditSentence(entry('order.cancel_refund', { order_id: 17, changes }))).toBe(
      'Petra Schmidt hat Bestellung 17 storniert, 3 Tickets gesperrt, 36,00\u00a0€ erstattet.',
    );
    const pending = { ...changes, refund: [null, { id: 'R', status: 'PENDING', cents: 3600 }] };
    expect(auditSentence(entry('order.cancel_refund', { order_id: 17, changes: pending }))).toContain('Erstattung von 36,00\u00a0€ beantragt');
    expect(auditSentence(entry('order.cancel', { order_id: 8, changes: { status: ['CREATED', 'CANCELLED'], tickets_revoked: [0, 0] } }))).toBe(
      'Petra Schmidt hat Bestellung 8 storniert.',
    );
  });

  it('names the buyer for a return and PayPal or the system for money events nobody pressed a button for', () => {
    const noOne = { username: null, user_id: null, user_fullname: null, order_id: 12 };
    expect(
      auditSentence(
        entry('order.ticket_return', { ...noOne, changes: { tickets_returned: [null, [30]], refund: [null, { ref: 'X', status: 'COMPLETED', cents: 1200 }] } }),
      ),
    ).toBe('Die Käuferin oder der Käufer hat 1 Ticket (Nr. 30) von Bestellung 12 zurückgegeben, 12,00\u00a0€ erstattet.');
    expect(
      auditSentence(
        entry('refund.confirmed', { ...noOne, changes: { refund: [null, { ref: 'X', status: 'COMPLETED', cents: 500 }], reason: 'HOLD_EXPIRED_SOLD_OUT' } }),
      ),
    ).toBe('Das System hat für Bestellung 12 5,00\u00a0€ erstattet, weil die Reservierung abgelaufen und die Vorstellung inzwischen ausverkauft war.');
    expect(auditSentence(entry('payment.reversed', { ...noOne, changes: { amount_cents: 2400, tickets_revoked: 2, tickets_admitted: 0 } }))).toBe(
      'Die Zahlung von Bestellung 12 (24,00\u00a0€) wurde von PayPal zurückgebucht; 2 Tickets gesperrt.',
    );
    expect(auditSentence(entry('payment.dispute', { ...noOne, changes: { status: [null, 'OPEN'], stage: [null, 'CHARGEBACK'], outcome: [null, null] } }))).toBe(
      'PayPal meldet einen Konfliktfall zu Bestellung 12: Rückbuchung, offen.',
    );
  });

  it('words sign-ins, failed sign-ins and the second factor', () => {
    expect(auditSentence(entry('auth.login', { user_fullname: null, user_id: null, username: 'admin' }))).toBe('admin hat sich angemeldet.');
    expect(auditSentence(entry('auth.login_failed', { user_fullname: null, user_id: null, username: 'admin', status: 401 }))).toBe(
      'admin wollte sich anmelden – abgelehnt.',
    );
    expect(auditSentence(entry('two_factor.enrol', { subject: 'user:4' }))).toBe('Petra Schmidt hat die Zwei-Faktor-Anmeldung eingerichtet.');
    expect(auditSentence(entry('accounts/two_factor/enrol.php'))).toBe('Petra Schmidt hat die Einrichtung der Zwei-Faktor-Anmeldung begonnen.');
  });

  it('names changed settings by their label on the configuration page, never by their key', () => {
    expect(auditSentence(entry('config/save.php', { subject: 'config', changes: { ticket_return_days: [14, 0] } }))).toBe(
      'Petra Schmidt hat die Einstellung „Rückgabefrist (Tage)“ geändert.',
    );
    const many = { ticket_return_days: [14, 0], shop_name: ['A', 'B'], unknown_key: [1, 2], other_key: [1, 2] };
    expect(auditSentence(entry('config/save.php', { changes: many }))).toMatch(/^Petra Schmidt hat 4 Einstellungen geändert, darunter „[^“]+“ und „[^“]+“\.$/);
  });

  it('words a refused write as what was wanted', () => {
    expect(auditSentence(entry('orders/cancel-tickets.php', { order_id: 17, status: 409 }))).toBe(
      'Petra Schmidt wollte Tickets von Bestellung 17 stornieren – abgelehnt.',
    );
    expect(auditSentence(entry('events/save.php', { subject: 'events:3', status: 403 }))).toBe(
      'Petra Schmidt wollte die Veranstaltung Nr. 3 bearbeiten – abgelehnt.',
    );
  });

  it('names a record by its name where the entry kept it', () => {
    expect(auditSentence(entry('events/save.php', { subject: 'event:3', changes: { title: [null, 'Frühlingskonzert'], id: [null, 3] } }))).toBe(
      'Petra Schmidt hat die Veranstaltung „Frühlingskonzert“ angelegt.',
    );
    expect(auditSentence(entry('accounts/delete.php', { subject: 'user:9', changes: { username: ['kasse2', null] } }))).toBe(
      'Petra Schmidt hat das Benutzerkonto „kasse2“ gelöscht.',
    );
    expect(auditSentence(entry('api_key.create', { changes: { name: 'Kalender', scope: 'read' } }))).toBe(
      'Petra Schmidt hat den API-Schlüssel „Kalender“ angelegt.',
    );
  });

  it('falls back to a German sentence without code for actions it does not know', () => {
    expect(auditSentence(entry('config/brand_new.php'))).toBe('Petra Schmidt hat eine Einstellung geändert.');
    expect(auditSentence(entry('mystery.thing', { order_id: 4 }))).toBe('Petra Schmidt hat etwas (Bestellung 4) geändert.');
    expect(auditSentence(entry('mystery.thing', { user_fullname: '', username: null, user_id: null }))).toBe('Das System hat etwas geändert.');
  });

  it('still words old entries whose stored facts have another shape', () => {
    const odd = { tickets_cancelled: 'viele', refund: 'ja', sale: 7, title: { nested: true } } as Record<string, unknown>;
    for (const action of ['order.cancel_tickets', 'order.cancel_refund', 'boxoffice.sale', 'events/save.php', 'refund.confirmed', 'payment.dispute']) {
      const sentence = auditSentence(entry(action, { changes: odd }));
      expect(sentence, action).toMatch(/^[A-ZÄÖÜ].*\.$/);
      expect(sentence, action).not.toMatch(RAW);
    }
  });
});

describe('sentences of staff orders, guest lists and the waiting list', () => {
  const facts = (action: string, changes: Record<string, unknown> = {}, more: Partial<AuditFacts> = {}): AuditFacts => ({
    action,
    username: 'petra',
    user_id: 3,
    user_fullname: 'Petra Schmidt',
    subject: null,
    order_id: null,
    status: 200,
    changes,
    ...more,
  });

  it('names the kind, tickets, amount and guest of a staff order', () => {
    const order = { kind: 'box_office', performance: 4, tickets: 2, cents: 2400, name: 'Erika Muster', note: null, until: '2026-12-01T17:30:00.000Z' };
    expect(auditSentence(facts('order.staff_create', { order: [null, order] }, { order_id: 17 }))).toBe(
      'Petra Schmidt hat eine Reservierung „zahlt an der Abendkasse“ (Bestellung 17) angelegt, 2 Tickets, 24,00\u00a0€, für Erika Muster.',
    );
  });

  it('names the seats of a staff order on a seated show', () => {
    const order = { kind: 'free', performance: 4, tickets: 2, seats: 'B3, B4', cents: 0, name: 'Hans Ehrengast', note: 'Ehrengast', until: null };
    expect(auditSentence(facts('order.staff_create', { order: [null, order] }, { order_id: 18 }))).toBe(
      'Petra Schmidt hat eine Freikarten-Bestellung (Bestellung 18) angelegt, 2 Tickets (Plätze B3, B4), 0,00\u00a0€, für Hans Ehrengast.',
    );
  });

  it('says who was put on the guest list, and who came in', () => {
    expect(auditSentence(facts('guest.add', { guest: [null, { id: 1, name: 'Bürgermeisterin Kurz' }] }))).toBe(
      'Petra Schmidt hat den Gast „Bürgermeisterin Kurz“ auf die Gästeliste gesetzt.',
    );
    expect(auditSentence(facts('guest.remove', { guest: [{ id: 1, name: 'Bürgermeisterin Kurz' }, null] }))).toBe(
      'Petra Schmidt hat den Gast „Bürgermeisterin Kurz“ von der Gästeliste genommen.',
    );
  });

  it('words a visitor joining the waiting list, and a refused staff offer', () => {
    expect(auditSentence(facts('waiting-list/join.php', {}, { username: null, user_id: null, user_fullname: null }))).toBe(
      'Eine Besucherin oder ein Besucher hat sich auf die Warteliste gesetzt.',
    );
    expect(auditSentence(facts('waiting_list.offer', {}, { subject: 'waiting_list_entry:9', status: 409 }))).toMatch(
      /^Petra Schmidt wollte Eintrag Nr\. 9 der Warteliste von Hand ein Angebot schicken – abgelehnt\.$/,
    );
  });
});

describe('who and whether: the frame of every sentence', () => {
  it("names the actor by the account's name, else the kept user name, else the account number, else the system", () => {
    expect(auditActor(entry('x', { user_fullname: '  Petra Schmidt ' }))).toBe('Petra Schmidt');
    expect(auditActor(entry('x', { user_fullname: '   ', username: ' petra ' }))).toBe('petra');
    expect(auditActor(entry('x', { user_fullname: null, username: '  ' }))).toBe('Benutzer Nr. 4');
    expect(auditActor(entry('x', { ...NO_STAFF }))).toBe('Das System');
  });

  it('words an entry as refused from status 400 on, or when its action is a failed one', () => {
    expect(auditSentence(entry('auth.login', { status: 400 }))).toBe('Petra Schmidt wollte sich anmelden – abgelehnt.');
    expect(auditSentence(entry('auth.login', { status: 399 }))).toBe('Petra Schmidt hat sich angemeldet.');
    expect(auditSentence(entry('auth.login', { status: null }))).toBe('Petra Schmidt hat sich angemeldet.');
    expect(auditSentence(entry('auth.login_failed', { status: null }))).toBe('Petra Schmidt wollte sich anmelden – abgelehnt.');
  });

  it('words a refused unknown action as the change that was wanted', () => {
    expect(auditSentence(entry('coupons/brand_new.php', { status: 403 }))).toBe('Petra Schmidt wollte einen Gutschein ändern – abgelehnt.');
    expect(auditSentence(entry('mystery.thing', { status: 403 }))).toBe('Petra Schmidt wollte etwas ändern – abgelehnt.');
  });

  it('knows which actions have their own sentence: the exact code, or the code of a failed attempt', () => {
    expect(hasOwnSentence('order.cancel')).toBe(true);
    expect(hasOwnSentence('auth.login_failed')).toBe(true);
    expect(hasOwnSentence('mystery.thing')).toBe(false);
    expect(hasOwnSentence('auth_failed.login')).toBe(false);
  });

  it('still words an old entry whose stored facts are no record at all', () => {
    const old = { changes: null as unknown as Record<string, unknown> };
    expect(auditSentence(entry('config/save.php', old))).toBe('Petra Schmidt hat eine Einstellung geändert.');
    expect(auditSentence(entry('accounts/edit.php', { ...old, order_id: 3 }))).toBe('Petra Schmidt hat ein Benutzerkonto (Bestellung 3) geändert.');
  });
});

describe('a sentence for any stored shape', () => {
  const actions = [
    ...Object.keys(OFFICE_PHRASES),
    ...Object.keys(ORDER_PHRASES),
    ...Object.keys(SELLOUT_PHRASES),
    'auth.login_failed',
    'coupons/new.php',
    'mystery',
  ];
  /** The facts entries keep, with values of every kind old and new writers stored under them. */
  const keys = fc.constantFrom(
    'refund',
    'sale',
    'order',
    'payment',
    'guest',
    'reason',
    'status',
    'stage',
    'title',
    'name',
    'username',
    'ticket',
    'tickets',
    'cents',
    'trigger',
  );
  const leaves = [
    fc.integer({ min: -5, max: 5000 }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('Kasse 1', '  ', 'PENDING', 'CASH', 'COMPLETED', 'CANCELLED', 'CHARGEBACK', 'OPEN', 'auto', 'free', 'B3, B4'),
  ];
  const facts = fc.record({
    action: fc.constantFrom(...actions),
    subject: fc.constantFrom(null, 'order:17', 'event:3', 'config', ':9'),
    order_id: fc.constantFrom(null, 17),
    status: fc.constantFrom(null, 200, 409),
    changes: fc.dictionary(keys, fc.anything({ key: keys, values: leaves, maxDepth: 2 })),
  });

  it('words every entry as one German sentence, whatever its facts hold', () => {
    fc.assert(
      fc.property(facts, (drawn) => {
        const sentence = auditSentence(entry(drawn.action, drawn as Partial<AuditFacts>));
        expect(sentence).toMatch(/^[A-ZÄÖÜ].*[^.]\.$/s);
        expect(sentence).not.toMatch(/undefined|null|NaN|\[object Object\]|\s\s/);
      }),
      { numRuns: 150 },
    );
  });
});
