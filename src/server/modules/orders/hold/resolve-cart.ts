import type { CartLine } from '../../../../shared/api/orders.js';
import { formatDate } from '../../../../shared/domain/format.js';
import { categoryOrderLimit, orderTicketsMessage, quantityLimitMessage } from '../../../../shared/domain/order-limits.js';
import { sellableSeatLabels } from '../../../../shared/domain/seats.js';
import type { Db } from '../../../db/database.js';
import type { SeatRow } from '../../rooms/index.js';
import { invalid } from '../../../domain-errors.js';
import { saleCatalog } from '../../events/index.js';
import type { OrderSettings } from '../../configuration/index.js';

/** One priced line of an order: what the order item stores (the door's sales too). */
export interface PricedLine {
  eventId: number;
  eventTitle: string;
  performanceId: number;
  startsAt: Date;
  categoryId: number;
  categoryName: string;
  unitPriceCents: number;
  quantity: number;
}

/** A priced line checked against the database. Seated lines carry one seat each. */
export interface ResolvedLine extends PricedLine {
  seat: string | null;
}

/** What every line of an order carries from its performance and category; quantity and seat come on top. */
export function lineFor(
  performance: { id: number; event_id: number; event_title: string; starts_at: Date },
  category: { id: number; name: string; price_cents: number },
): Omit<PricedLine, 'quantity'> {
  return {
    eventId: performance.event_id,
    eventTitle: performance.event_title,
    performanceId: performance.id,
    startsAt: performance.starts_at,
    categoryId: category.id,
    categoryName: category.name,
    unitPriceCents: category.price_cents,
  };
}

/** The cached catalog (events module), narrowed to performances still ahead. */
async function loadCatalog(db: Db, now: Date) {
  const catalog = await saleCatalog(db);
  return { ...catalog, performances: catalog.performances.filter((performance) => performance.starts_at.getTime() > now.getTime()) };
}

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;
type Performance = Catalog['performances'][number];

function findPerformance(catalog: Catalog, line: CartLine, index: number): Performance {
  const unavailable = () => invalid(`Position ${index + 1}: Diese Vorstellung ist nicht (mehr) buchbar.`, 'PERFORMANCE_UNAVAILABLE');
  let performance: Performance | undefined;
  const performanceId = line.performance_id ?? (line.performanceId || undefined);
  if (performanceId !== undefined) {
    performance = catalog.performances.find((p) => p.id === performanceId);
  } else {
    const eventRef = line.event_id ?? line.event;
    const at = line.date ? Date.parse(line.date) : Number.NaN;
    performance = catalog.performances.find(
      (p) => (typeof eventRef === 'number' ? p.event_id === eventRef : p.event_name === eventRef) && Number.isFinite(at) && p.starts_at.getTime() === at,
    );
  }
  if (!performance?.on_sale || !performance.visible) throw unavailable();
  return performance;
}

/** The seats that can be sold: the plan's seats but the blocked ones (issue 46). */
function seatNames(rows: SeatRow[] | null): Set<string> {
  return sellableSeatLabels(rows ?? []);
}

/**
 * Checks every cart line against the database (event, performance on sale, category, seat, quantity)
 * and prices it from there; what the client says a ticket costs is ignored.
 */
export async function resolveCart(db: Db, cart: CartLine[], settings: OrderSettings, now: Date): Promise<ResolvedLine[]> {
  // The shop says 'Höchstens N Tickets pro Bestellung': N is the whole order, not each category (issue 32 item 3).
  const tickets = cart.reduce((sum, line) => sum + line.quantity, 0);
  if (tickets > settings.maxQuantityPerCustomer) {
    throw invalid(orderTicketsMessage(settings.maxQuantityPerCustomer), 'QUANTITY_LIMIT', { max: settings.maxQuantityPerCustomer });
  }
  const catalog = await loadCatalog(db, now);
  const lines: ResolvedLine[] = [];
  const perQuota = new Map<string, number>();
  const seatsTaken = new Set<string>();
  cart.forEach((line, index) => {
    const performance = findPerformance(catalog, line, index);
    const categoryId = line.category_id ?? (line.categoryId || undefined);
    const category = catalog.categories.find(
      (c) => c.event_id === performance.event_id && (categoryId !== undefined ? c.id === categoryId : c.name === line.type),
    );
    const onSale = category && catalog.quotas.some((q) => q.performance_id === performance.id && q.category_id === category.id);
    if (!category || !onSale) {
      throw invalid(`Position ${index + 1}: Diese Ticketkategorie gibt es für die Vorstellung nicht.`, 'CATEGORY_UNAVAILABLE');
    }
    const key = `${performance.id}:${category.id}`;
    const quantity = (perQuota.get(key) ?? 0) + line.quantity;
    const max = categoryOrderLimit(category.max_per_order, settings.maxQuantityPerCustomer);
    if (quantity > max) {
      throw invalid(quantityLimitMessage(max, category.name, formatDate(performance.starts_at)), 'QUANTITY_LIMIT', { category: category.name, max });
    }
    perQuota.set(key, quantity);
    const base = lineFor(performance, category);
    const seats = [...(line.seats ?? []), ...(line.seat ? [line.seat] : [])].map((seat) => seat.trim().toUpperCase());
    if (!performance.has_seat_selection) {
      if (seats.length > 0) throw invalid(`Position ${index + 1}: Für dieses Event gibt es keine Sitzplatzwahl.`, 'NO_SEATING');
      lines.push({ ...base, quantity: line.quantity, seat: null });
      return;
    }
    if (seats.length !== line.quantity) {
      throw invalid(`Position ${index + 1}: Bitte wähle für jedes Ticket einen Sitzplatz.`, 'SEATS_REQUIRED');
    }
    const valid = seatNames(performance.seat_rows);
    for (const seat of seats) {
      const seatKey = `${performance.id}:${seat}`;
      if (!valid.has(seat) || seatsTaken.has(seatKey)) {
        throw invalid(`Position ${index + 1}: Der Sitzplatz ${seat} ist ungültig oder doppelt gewählt.`, 'SEAT_INVALID');
      }
      seatsTaken.add(seatKey);
      lines.push({ ...base, quantity: 1, seat });
    }
  });
  return lines;
}
