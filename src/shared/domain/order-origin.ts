import { CAPTURE_NOT_TAKEN } from './revenue.js';

/**
 * An order's history begins with its own record (issue 51 item 6): the audit log holds what people and
 * PayPal did to an order afterwards, but an online purchase was never an audit entry, so the history
 * started at the first cancellation. The order row and its payments already say when it was placed and
 * paid; these entries are derived from them (nothing is stored twice, old orders get them too).
 */
export interface OrderOrigin {
  orderId: number;
  createdAt: Date;
  capturedAt: Date | null;
  provider: string;
  totalCents: number;
  tickets: number;
  /** The order's capture payments, oldest first. */
  captures: ReadonlyArray<{ amountCents: number; status: string; at: Date }>;
}

export interface OriginEntry {
  at: Date;
  action: 'order.placed' | 'order.paid';
  /** As audit entries keep them: field → [before, after]. */
  changes: Record<string, [unknown, unknown]>;
}

/** Audit actions that already tell how the order began: staff made it, or the box office sold it. */
const MADE_BY_STAFF = ['order.staff_create', 'boxoffice.sale'];
/** …and those that already tell its payment (cash taken at the door for a reservation). */
const PAID_BY_STAFF = [...MADE_BY_STAFF, 'reservation.pay'];

/** The placed and paid entries the audit log lacks, given the actions it holds for the order. */
export function originEntries(origin: OrderOrigin, audited: ReadonlySet<string>): OriginEntry[] {
  const entries: OriginEntry[] = [];
  const has = (actions: string[]) => actions.some((action) => audited.has(action));
  if (!has(MADE_BY_STAFF)) {
    entries.push({
      at: origin.createdAt,
      action: 'order.placed',
      changes: { tickets: [null, origin.tickets], total_cents: [null, origin.totalCents] },
    });
  }
  if (origin.capturedAt && !has(PAID_BY_STAFF)) {
    const taken = origin.captures.filter((capture) => !(CAPTURE_NOT_TAKEN as readonly string[]).includes(capture.status));
    const cents = taken.length ? taken.reduce((sum, capture) => sum + capture.amountCents, 0) : origin.provider === 'free' ? 0 : origin.totalCents;
    entries.push({ at: origin.capturedAt, action: 'order.paid', changes: { paid_cents: [null, cents], provider: [null, origin.provider] } });
  }
  return entries;
}
