import { describe, expect, it } from 'vitest';
import { auditEntry } from './audit-facts.fixture';
import {
  after as valueAfter,
  asIds,
  asNumber,
  asRecord,
  asText,
  before as valueBefore,
  listed,
  ofOrder,
  orderName,
  refundWords,
  subjectId,
  ticketsNamed,
} from './audit-phrase-parts';

describe('reading the stored facts of an audit entry', () => {
  it('reads a change stored as [before, after] and takes any other fact as it is', () => {
    const changes = { title: ['Alt', 'Neu'], name: 'Kalender', list: [1, 2, 3] };
    expect(valueAfter(changes, 'title')).toBe('Neu');
    expect(valueBefore(changes, 'title')).toBe('Alt');
    expect(valueAfter(changes, 'name')).toBe('Kalender');
    expect(valueBefore(changes, 'name')).toBeUndefined();
    expect(valueAfter(changes, 'list')).toEqual([1, 2, 3]);
    expect(valueBefore(changes, 'list')).toBeUndefined();
    expect(valueAfter(changes, 'missing')).toBeUndefined();
  });

  it('takes only finite numbers and non-blank texts (trimmed)', () => {
    expect(asNumber(1200)).toBe(1200);
    expect(asNumber(0)).toBe(0);
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, '12', null, undefined]) expect(asNumber(odd)).toBeNull();
    expect(asText('  Krank  ')).toBe('Krank');
    for (const odd of ['', '   ', 7, null, undefined, ['a']]) expect(asText(odd)).toBeNull();
  });

  it('takes only plain objects as records and only numbers as ticket numbers', () => {
    expect(asRecord({ cents: 5 })).toEqual({ cents: 5 });
    for (const odd of [null, undefined, 'ja', 7, [1, 2]]) expect(asRecord(odd)).toEqual({});
    expect(asIds([9, '10', null, 11])).toEqual([9, 11]);
    for (const odd of ['9, 10', 9, null, { 0: 9 }]) expect(asIds(odd)).toEqual([]);
  });

  it('lists items the German way: "9", "9 und 10", "9, 10 und 11"', () => {
    expect(listed([])).toBe('');
    expect(listed([9])).toBe('9');
    expect(listed([9, 10])).toBe('9 und 10');
    expect(listed([9, 10, 11, 12])).toBe('9, 10, 11 und 12');
  });

  it('reads the id after the first colon of a subject, and nothing from a subject without one', () => {
    expect(subjectId(auditEntry('x', { subject: 'event:3' }))).toBe('3');
    expect(subjectId(auditEntry('x', { subject: 'role:kasse:neu' }))).toBe('kasse:neu');
    for (const subject of [null, 'config', ':3', 'event:']) expect(subjectId(auditEntry('x', { subject })), String(subject)).toBeNull();
  });

  it("names the order by the entry's order, else by an order subject, else as 'eine Bestellung'", () => {
    expect(orderName(auditEntry('x', { order_id: 17, subject: 'order:5' }))).toBe('Bestellung 17');
    expect(orderName(auditEntry('x', { subject: 'order:17' }))).toBe('Bestellung 17');
    expect(orderName(auditEntry('x', { subject: 'orders:205' }))).toBe('Bestellung 205');
    for (const subject of [null, 'suborder:5', 'order:5x', 'order:x', 'event:3']) {
      expect(orderName(auditEntry('x', { subject })), String(subject)).toBe('eine Bestellung');
    }
    expect(ofOrder(auditEntry('x', { order_id: 17 }))).toBe('von Bestellung 17');
    expect(ofOrder(auditEntry('x'))).toBe('von einer Bestellung');
  });

  it('names tickets by their numbers where the entry kept them, else by their count', () => {
    expect(ticketsNamed([9, 10])).toBe('2 Tickets (Nr. 9 und 10)');
    expect(ticketsNamed([30])).toBe('1 Ticket (Nr. 30)');
    expect(ticketsNamed([], 3)).toBe('3 Tickets');
  });

  it('says what happened to the money of a refund', () => {
    expect(refundWords({ status: 'COMPLETED', cents: 1200 })).toBe('12,00\u00a0€ erstattet');
    expect(refundWords({ status: 'PENDING', cents: 1200 })).toBe('Erstattung von 12,00\u00a0€ beantragt');
    expect(refundWords({ status: 'CASH', cents: 600 })).toBe('6,00\u00a0€ bar zu erstatten');
    expect(refundWords({ status: 'FAILED', cents: 600 })).toBe('Erstattung von 6,00\u00a0€ fehlgeschlagen');
    expect(refundWords({ status: 'COMPLETED' })).toBe('Zahlung erstattet');
    expect(refundWords({})).toBeNull();
    expect(refundWords('ja')).toBeNull();
  });
});
