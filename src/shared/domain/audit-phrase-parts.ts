import type { AuditFacts } from './audit-sentence';
import { formatCents, formatTicketCount } from './format';

/** Reading the stored facts of an audit entry for its sentence (audit-sentence.ts); every reader tolerates any shape. */

/** The new value of a change stored as [before, after]; other facts as they are. */
export function after(changes: Record<string, unknown>, key: string): unknown {
  const value = changes[key];
  return Array.isArray(value) && value.length === 2 ? value[1] : value;
}

export function before(changes: Record<string, unknown>, key: string): unknown {
  const value = changes[key];
  return Array.isArray(value) && value.length === 2 ? value[0] : undefined;
}

export const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Ticket numbers from a stored list ([9, 10]); anything else is no list. */
export const asIds = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);

/** '„Frühlingskonzert“' */
export const quoted = (text: string) => `„${text}“`;

/** '9', '9 und 10', '9, 10 und 11' */
export function listed(items: readonly (string | number)[]): string {
  const texts = items.map(String);
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} und ${texts[texts.length - 1]}`;
}

/** The id part of a subject such as 'event:3' or 'role:kasse' (the subject's own kind is not checked). */
export function subjectId(facts: AuditFacts): string | null {
  const at = facts.subject?.indexOf(':') ?? -1;
  return at > 0 && facts.subject ? facts.subject.slice(at + 1) || null : null;
}

/** 'Bestellung 17', from the entry's order or its subject; `unnamed` ('eine Bestellung') when neither names one. */
export function orderName(facts: AuditFacts, unnamed = 'eine Bestellung'): string {
  const fromSubject = /^orders?:(\d+)$/.exec(facts.subject ?? '')?.[1];
  const id = facts.order_id ?? (fromSubject ? Number(fromSubject) : null);
  return id ? `Bestellung ${id}` : unnamed;
}

/** 'von Bestellung 17'; an order the entry does not name takes the dative after 'von': 'von einer Bestellung'. */
export const ofOrder = (facts: AuditFacts) => `von ${orderName(facts, 'einer Bestellung')}`;

/** 'Tickets Nr. 9 und 10' for a list, else the count ('2 Tickets'). */
export function ticketsNamed(ids: readonly number[], count = ids.length): string {
  if (ids.length === 0) return formatTicketCount(count);
  return `${formatTicketCount(ids.length)} (Nr. ${listed(ids)})`;
}

/** What happened to the money of a stored refund { cents, status }: '12,00 € erstattet', 'Erstattung von 12,00 € beantragt'. */
export function refundWords(refund: unknown): string | null {
  const record = asRecord(refund);
  const cents = asNumber(record.cents);
  if (cents === null) return record.status ? 'Zahlung erstattet' : null;
  const amount = formatCents(cents);
  switch (record.status) {
    case 'PENDING':
      return `Erstattung von ${amount} beantragt`;
    case 'CASH':
      return `${amount} bar zu erstatten`;
    case 'FAILED':
      return `Erstattung von ${amount} fehlgeschlagen`;
    default:
      return `${amount} erstattet`;
  }
}

/** The phrase of a fixed action: what was acted on, with participle and infinitive. */
export const fixed = (object: string, done: string, want: string) => () => ({ object, done, want });
