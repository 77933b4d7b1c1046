import { randomBytes, randomUUID } from 'node:crypto';
import type { ReservationCreateRequest, ReservationCreateResponse, ReservationOptionsResponse, StaffOrderDto } from '../../../shared/api/reservations.js';
import { quotaKey } from '../../../shared/domain/shortage.js';
import {
  defaultReservedUntil,
  reservationOpen,
  STAFF_KIND_LABELS,
  STAFF_PAYMENT_METHODS,
  type StaffKind,
  staffOrderProblems,
} from '../../../shared/domain/reservations.js';
import type { AppContext } from '../../http/context.js';
import { invalid, notFound } from '../../domain-errors.js';
import { noteAudit } from '../audit/index.js';
import type { SessionUser } from '../auth/index.js';
import { readOrderSettings } from '../configuration/index.js';
import { quotaUse } from '../events/index.js';
import { enqueueOrderMail, kickMailWorker } from '../mail/index.js';
import { placeHold, holdOwnerKey, settleCapture, lineFor, type ResolvedLine } from '../orders/index.js';
import type { NewOrder } from '../orders/index.js';
import { issueTickets, activeSigningKey } from '../tickets/index.js';
import * as repo from './reservations.repository.js';
import { seatsOfLines, staffSeatError } from './staff-seats.service.js';

/** Staff orders are not limited like a buyer's open holds: a whole jury may wait at the box office. */
const STAFF_OPEN_HOLDS = 1_000_000;

/** reservations/options.php: the performances ahead with their categories and the places still free. */
export async function reservationOptions(ctx: AppContext): Promise<ReservationOptionsResponse> {
  const now = ctx.now();
  const performances = await repo.upcomingPerformances(ctx.db, now);
  const ids = performances.map((p) => p.id);
  const [categories, use] = await Promise.all([repo.quotaCategories(ctx.db, ids), quotaUse(ctx.db, ids, now)]);
  return {
    success: true,
    performances: performances.map((performance) => ({
      id: performance.id,
      event_title: performance.event_title,
      starts_at: performance.starts_at.toISOString(),
      has_seat_selection: performance.has_seat_selection,
      categories: categories
        .filter((c) => c.performance_id === performance.id)
        .map((c) => {
          const quota = use.get(quotaKey(performance.id, c.id));
          return { id: c.id, name: c.name, price_cents: c.price_cents, free: Math.max(0, (quota?.capacity ?? 0) - (quota?.taken ?? 0)) };
        }),
    })),
  };
}

/**
 * The request's lines, merged per category and priced from the database; unknown categories are refused. On a
 * seated performance every ticket names its seat (checked against the plan) and becomes a line of its own.
 */
async function staffLines(ctx: AppContext, performance: NonNullable<Awaited<ReturnType<typeof repo.performanceForStaff>>>, body: ReservationCreateRequest) {
  const categories = await repo.quotaCategories(ctx.db, [performance.id]);
  const merged = new Map<number, { category: (typeof categories)[number]; quantity: number; seats: string[] }>();
  for (const line of body.lines) {
    const category = categories.find((c) => c.id === line.category_id);
    if (!category) throw invalid('Diese Kategorie gibt es für die Vorstellung nicht.', 'UNKNOWN_CATEGORY');
    const entry = merged.get(category.id) ?? { category, quantity: 0, seats: [] };
    entry.quantity += line.quantity;
    entry.seats.push(...(line.seats ?? []));
    merged.set(category.id, entry);
  }
  const wanted = [...merged.values()].filter((entry) => entry.quantity > 0 || entry.seats.length > 0);
  const seats = await seatsOfLines(
    ctx,
    performance.id,
    wanted.map((entry) => ({ category_id: entry.category.id, categoryName: entry.category.name, quantity: entry.quantity, seats: entry.seats })),
  );
  return wanted.flatMap(({ category, quantity }, index): ResolvedLine[] => {
    const base = lineFor(performance, category);
    if (!seats) return [{ ...base, quantity, seat: null }];
    return seats[index].map((seat) => ({ ...base, quantity: 1, seat }));
  });
}

/** The order's seats for the audit entry ('D7, D8'); null when not seated. */
const seatList = (lines: ResolvedLine[]) => lines.flatMap((line) => (line.seat ? [line.seat] : [])).join(', ') || null;

/**
 * reservations/create.php: an order staff place for a buyer. It is held through the shop's one hold path
 * (quotas, seats, the database's guards), then, in the hold's transaction: a Freikarte or an order paid
 * already is settled and gets its tickets (and the confirmation mail with them when there is an address);
 * a reservation paid at the door stays a hold until `reserved_until`, when it is released like any hold.
 */
export async function createStaffOrder(ctx: AppContext, user: SessionUser, body: ReservationCreateRequest): Promise<ReservationCreateResponse> {
  const now = ctx.now();
  const performance = await repo.performanceForStaff(ctx.db, body.performance_id);
  if (!performance) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const kind: StaffKind = body.kind;
  const lines = await staffLines(ctx, performance, body);
  const tickets = lines.reduce((sum, line) => sum + line.quantity, 0);
  const reservedUntil = body.reserved_until ? new Date(body.reserved_until) : null;
  if (reservedUntil && Number.isNaN(reservedUntil.getTime()))
    throw invalid('Ungültige Zeit für das Ende der Reservierung.', 'INVALID_RESERVATION', { fields: { reserved_until: 'Ungültige Zeit.' } });
  const email = body.email?.trim() ?? '';
  const problems = staffOrderProblems(
    { kind, lastName: body.last_name, email, reason: body.reason ?? '', note: body.note ?? '', tickets, reservedUntil },
    performance.starts_at,
    now,
  );
  const fields = Object.keys(problems);
  if (fields.length) throw invalid(problems[fields[0]], fields.includes('reason') ? 'REASON_REQUIRED' : 'INVALID_RESERVATION', { fields: problems });

  const listCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const totalCents = kind === 'free' ? 0 : listCents;
  const paidVia = body.paid_via ?? 'Bar';
  const note = kind === 'free' ? (body.reason ?? '').trim() : kind === 'paid' ? `${paidVia}: ${(body.note ?? '').trim()}` : null;
  const paymentMethod = kind === 'paid' ? paidVia : STAFF_PAYMENT_METHODS[kind];
  const expiresAt = kind === 'box_office' ? (reservedUntil ?? defaultReservedUntil(performance.starts_at)) : new Date(now.getTime() + 5 * 60_000);
  const reference = `staff-${randomUUID()}`;
  const order: NewOrder = {
    public_token: randomBytes(24).toString('base64url'),
    idempotency_key: null,
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    email,
    phone: '',
    donation_cents: 0,
    total_cents: totalCents,
    universe_id: null,
    // No payment provider sees these orders: 'free' for the Freikarte, cash (or transfer) taken by staff otherwise.
    provider: (kind === 'free' ? 'free' : 'cash') as NewOrder['provider'],
    provider_order_id: reference,
    provider_request_id: reference,
    capture_request_id: reference,
    expires_at: expiresAt,
    client_address: '',
    language: body.language ?? 'de',
  };
  const [settings, key] = await Promise.all([readOrderSettings(ctx.db), kind === 'box_office' ? null : activeSigningKey(ctx.db)]);
  const mail = Boolean(email) && settings.orderConfirmationMail;
  const { held, done } = await placeHold(ctx, order, lines, {
    openHoldLimit: STAFF_OPEN_HOLDS,
    // Staff orders come from no client address, count among their maker's holds, not the buyer's (a parent
    // with a reservation may still buy online), and staff see the waiting list and decide themselves.
    addressLimit: 0,
    holdOwner: holdOwnerKey.staff(user.userId),
    yieldToWaitingList: false,
    // Seats held back for the box office or guests are staff's to give.
    takesHeldBackSeats: true,
    within: async (trx, placed) => {
      await repo.markStaffOrder(trx, placed.id, { kind, note, createdBy: user.userId, paymentMethod });
      if (kind === 'box_office' || !key) return { status: 'CREATED', mailQueued: false };
      const settled = await settleCapture(trx, placed.id, now, { id: reference, amountCents: totalCents, currency: 'EUR' });
      if (!settled) throw new Error(`staff order ${placed.id} could not be settled`);
      await issueTickets(trx, placed.id, settled.items, key);
      if (mail) await enqueueOrderMail(trx, { id: placed.id, email }, now);
      return { status: 'CAPTURED', mailQueued: mail };
    },
  }).catch((error: unknown) => {
    throw staffSeatError(error);
  });
  if (done.mailQueued) kickMailWorker(ctx);
  noteAudit({
    action: 'order.staff_create',
    subject: `order:${held.id}`,
    orderId: held.id,
    changes: {
      order: [
        null,
        {
          kind,
          performance: performance.id,
          tickets,
          seats: seatList(lines),
          cents: totalCents,
          name: `${order.first_name} ${order.last_name}`.trim(),
          note,
          until: kind === 'box_office' ? expiresAt.toISOString() : null,
        },
      ],
    },
  });
  const label = STAFF_KIND_LABELS[kind];
  return {
    success: true,
    message: kind === 'box_office' ? `Reserviert bis ${expiresAt.toISOString()}.` : `${label}: Bestellung ${held.id} angelegt, Tickets ausgestellt.`,
    order_id: held.id,
    status: done.status,
    kind,
    expires_at: kind === 'box_office' ? expiresAt.toISOString() : null,
    tickets,
    mail_queued: done.mailQueued,
  };
}

function stateOf(row: repo.StaffOrderRow, now: Date): string {
  if (row.status === 'CAPTURED') return 'bezahlt';
  if (row.status === 'CANCELLED') return 'storniert';
  if (reservationOpen(row, now)) return 'offen';
  return 'abgelaufen';
}

export function staffOrderDto(row: repo.StaffOrderRow, now: Date): StaffOrderDto {
  const kind = row.staff_kind as StaffKind;
  return {
    order_id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    kind,
    kind_label: STAFF_KIND_LABELS[kind],
    status: row.status,
    state: stateOf(row, now),
    total_cents: row.total_cents,
    tickets: Number(row.tickets ?? 0),
    categories: row.categories ?? '',
    seats: row.seats ?? '',
    expires_at: row.expires_at.toISOString(),
    note: row.staff_note,
    created_at: row.created_at.toISOString(),
  };
}

/** reservations/list.php: the staff orders of a performance, by name. */
export async function listStaffOrders(ctx: AppContext, performanceId: number, search?: string, kind?: StaffKind) {
  const rows = await repo.staffOrdersOf(ctx.db, performanceId, { search, kind });
  const now = ctx.now();
  const refused = await repo.refusedDoorPayments(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    success: true as const,
    orders: rows.map((row) => {
      const refusals = refused.filter((payment) => payment.order_id === row.id).map((payment) => `${payment.device_name}: ${payment.message ?? ''}`.trim());
      return { ...staffOrderDto(row, now), ...(refusals.length ? { door_refusals: refusals } : {}) };
    }),
  };
}
