import { formatCents } from './format.js';

/**
 * Orders staff make in the back office (issue 42 item 2) and the door's paper list (item 3): the rules,
 * pure, with `now` passed in.
 */

export const STAFF_KINDS = ['free', 'box_office', 'paid'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

/** How the back office, statistics and exports name each kind. */
export const STAFF_KIND_LABELS: Record<StaffKind, string> = {
  free: 'Freikarte',
  box_office: 'Zahlt an der Abendkasse',
  paid: 'Bezahlt (Backoffice)',
};

/** What the order's "Zahlung" shows. */
export const STAFF_PAYMENT_METHODS: Record<StaffKind, string> = { free: 'Freikarte', box_office: 'Abendkasse', paid: 'Bar' };
export const PAID_VIA = ['Bar', 'Überweisung'] as const;
export type PaidVia = (typeof PAID_VIA)[number];

export const isStaffKind = (value: unknown): value is StaffKind => typeof value === 'string' && (STAFF_KINDS as readonly string[]).includes(value);

/** A reservation paid at the door is held until this many minutes before the show, unless staff choose otherwise. */
export const DEFAULT_RESERVE_MINUTES_BEFORE = 30;

/** The default end of a "zahlt an der Abendkasse" reservation. */
export function defaultReservedUntil(startsAt: Date, minutesBefore = DEFAULT_RESERVE_MINUTES_BEFORE): Date {
  return new Date(startsAt.getTime() - minutesBefore * 60_000);
}

/** Most tickets one staff order may take (a whole class or jury fits; a typo of 1000 does not). */
export const STAFF_ORDER_MAX_TICKETS = 200;

export interface StaffOrderInput {
  kind: StaffKind;
  lastName: string;
  email: string;
  reason: string;
  note: string;
  tickets: number;
  reservedUntil: Date | null;
}

/** Field → German message for everything wrong with a staff order; empty when it may be placed. */
export function staffOrderProblems(input: StaffOrderInput, startsAt: Date, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!input.lastName.trim()) problems.last_name = 'Bitte gib den Nachnamen an.';
  const email = input.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'Bitte gib eine gültige E-Mail-Adresse an oder lass das Feld leer.';
  if (input.tickets < 1) problems.lines = 'Bitte wähle mindestens ein Ticket.';
  else if (input.tickets > STAFF_ORDER_MAX_TICKETS) problems.lines = `Höchstens ${STAFF_ORDER_MAX_TICKETS} Tickets in einer Bestellung.`;
  if (input.kind === 'free' && !input.reason.trim()) problems.reason = 'Bitte gib einen Grund für die Freikarte an.';
  if (input.kind === 'paid' && !input.note.trim()) problems.note = 'Bitte notiere, wie und wann bezahlt wurde.';
  if (startsAt.getTime() <= now.getTime()) problems.performance_id = 'Diese Vorstellung hat schon begonnen.';
  if (input.kind === 'box_office') {
    const until = input.reservedUntil ?? defaultReservedUntil(startsAt);
    if (until.getTime() <= now.getTime()) problems.reserved_until = 'Die Reservierung muss in der Zukunft enden.';
    else if (until.getTime() > startsAt.getTime()) problems.reserved_until = 'Die Reservierung darf höchstens bis zum Beginn der Vorstellung gelten.';
  }
  return problems;
}

/** A reservation paid at the door can still be paid: open and not run out. */
export function reservationOpen(order: { status: string; expires_at: Date; holding: boolean }, now: Date): boolean {
  return order.status === 'CREATED' && order.holding && order.expires_at.getTime() > now.getTime();
}

/** The few characters door staff read aloud to tell two tickets apart: the end of the signed code. */
export function shortTicketCode(code: string): string {
  return code
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-6)
    .toUpperCase();
}

export interface DoorListRow {
  lastName: string;
  firstName: string;
  orderId: number;
  ticketId: number;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** The door list's order: by last name (German collation, umlauts beside their letter), then first name, order, ticket. */
export function compareDoorRows(a: DoorListRow, b: DoorListRow): number {
  return (
    collator.compare(a.lastName.trim(), b.lastName.trim()) ||
    collator.compare(a.firstName.trim(), b.firstName.trim()) ||
    a.orderId - b.orderId ||
    a.ticketId - b.ticketId
  );
}

/** Guests on the list in the same order, by the last word of the name ("Dr. Anna Schmidt" under S). */
export function guestSortKey(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[words.length - 1] ?? ''} ${words.slice(0, -1).join(' ')}`;
}

export function compareGuests(a: { name: string }, b: { name: string }): number {
  return collator.compare(guestSortKey(a.name), guestSortKey(b.name));
}

/**
 * What the door collects for one line of the door list (issue 51): nothing for a ticket paid or given free,
 * the order's total for a reservation paid at the door. On paper, because the tablets may fail.
 */
export type DoorDue = { kind: 'paid' } | { kind: 'free' } | { kind: 'due'; cents: number };

export function doorDueOf(order: { staffKind: string | null; status: string; totalCents: number }): DoorDue {
  if (order.status !== 'CAPTURED') return { kind: 'due', cents: order.totalCents };
  return order.staffKind === 'free' ? { kind: 'free' } : { kind: 'paid' };
}

/** The door list's "Zahlung" column: "bezahlt", "Freikarte" or "zu zahlen: 16,00 €". */
export function doorDueText(due: DoorDue): string {
  if (due.kind === 'free') return 'Freikarte';
  if (due.kind === 'paid') return 'bezahlt';
  return `zu zahlen: ${formatCents(due.cents)}`;
}

/** What the door collects for a performance: the sum of what its lines still owe. */
export function doorTotalCents(dues: DoorDue[]): number {
  return dues.reduce((sum, due) => sum + (due.kind === 'due' ? due.cents : 0), 0);
}

/** The statistics' rows of staff orders: every kind, in a fixed order, zero when there are none. */
export function staffOrderStatistics(counts: Array<{ kind: string; orders: number; tickets: number; cents: number }>) {
  return STAFF_KINDS.map((kind) => {
    const row = counts.find((count) => count.kind === kind);
    return { kind, label: STAFF_KIND_LABELS[kind], orders: row?.orders ?? 0, tickets: row?.tickets ?? 0, amount: (row?.cents ?? 0) / 100 };
  });
}
