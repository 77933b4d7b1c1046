import type { EventDto } from '../../../shared/api/events';
import type { CartLine } from '../../../shared/domain/cart';
import { clampTicketQuantity, ticketLimit } from '../../../shared/domain/quantity';
import type { Reseat } from '../../../shared/domain/seat-clash';
import { assignSeats } from '../../../shared/domain/seats';
import { isBookable } from '../events/index';

/** Spec §2/§4 purchase flow: event → date → category → seat (only with seat selection) → cart. */
export type FlowStep = 'event' | 'date' | 'category' | 'seat';

export interface FlowState {
  step: FlowStep;
  eventName?: string;
  performanceId?: number;
  /** Tickets per category id. */
  quantities: Record<number, number>;
  /** Seat labels in the order picked. */
  seats: string[];
}

export type FlowAction =
  | { type: 'choose-event'; event: EventDto }
  | { type: 'choose-date'; performanceId: number }
  | { type: 'set-quantity'; categoryId: number; quantity: unknown; max: number }
  | { type: 'confirm-categories'; hasSeatSelection: boolean }
  | { type: 'set-seats'; seats: string[] }
  | { type: 'go-to'; step: FlowStep };

export function stepsFor(event: EventDto | undefined): FlowStep[] {
  return event?.hasSeatSelection ? ['event', 'date', 'category', 'seat'] : ['event', 'date', 'category'];
}

/**
 * The one date to preselect: only when the event has a single coming date and it can be booked. A sold-out
 * Sunday next to a Saturday keeps the date step, so the buyer sees Sunday is sold out (issue 32 item 2).
 */
function onlyDate(event: EventDto) {
  const coming = event.performances.filter((performance) => !performance.past);
  return coming.length === 1 && isBookable(coming[0]) ? coming[0] : undefined;
}

/** Steps the flow jumps over for this event (a single date); the progress bar does not link them. */
export function skippedSteps(event: EventDto | undefined): FlowStep[] {
  return event && onlyDate(event) ? ['date'] : [];
}

const empty: FlowState = { step: 'event', quantities: {}, seats: [] };

/** Choosing an event resets date, category and seat; a single date skips its step (spec §2). */
function chooseEvent(event: EventDto): FlowState {
  const only = onlyDate(event);
  if (only) return { ...empty, eventName: event.name, performanceId: only.id, step: 'category' };
  return { ...empty, eventName: event.name, step: 'date' };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'choose-event':
      return chooseEvent(action.event);
    case 'choose-date':
      return action.performanceId === state.performanceId
        ? { ...state, step: 'category' }
        : { ...state, performanceId: action.performanceId, quantities: {}, seats: [], step: 'category' };
    case 'set-quantity':
      return {
        ...state,
        seats: [],
        quantities: { ...state.quantities, [action.categoryId]: clampTicketQuantity(action.quantity, action.max) },
      };
    case 'confirm-categories':
      return action.hasSeatSelection ? { ...state, step: 'seat' } : state;
    case 'set-seats':
      return { ...state, seats: action.seats };
    case 'go-to':
      return { ...state, step: action.step };
  }
}

/**
 * A single event is preselected; so is the event the URL names, when it is on sale. Sent back from the
 * checkout after a seat was lost, the flow opens on that performance's seat map with the other seats chosen.
 */
export function initialFlow(events: EventDto[], requestedName: string | undefined, reseat?: Reseat): FlowState {
  const requested = events.find((event) => event.name === requestedName);
  const again =
    reseat && requested?.name === reseat.event && requested.hasSeatSelection ? requested.performances.find((p) => p.id === reseat.performanceId) : undefined;
  if (requested && again)
    return { step: 'seat', eventName: requested.name, performanceId: again.id, quantities: { ...reseat?.quantities }, seats: [...(reseat?.seats ?? [])] };
  const preselected = requested ?? (events.length === 1 ? events[0] : undefined);
  return preselected ? chooseEvent(preselected) : empty;
}

/** How many of each category can still be chosen for the chosen performance. */
export function categoryLimits(event: EventDto, performanceId: number | undefined) {
  const performance = event.performances.find((p) => p.id === performanceId);
  return (performance?.categories ?? []).map((category) => ({ category, limit: ticketLimit(category.order_limit ?? category.max, category.remaining) }));
}

export function totalTickets(state: FlowState): number {
  return Object.values(state.quantities).reduce((sum, quantity) => sum + quantity, 0);
}

/** Spec §2: at the end one cart line per category with a quantity above 0. */
export function cartLinesOf(event: EventDto, state: FlowState): CartLine[] {
  const performance = event.performances.find((p) => p.id === state.performanceId);
  if (!performance) return [];
  const chosen = performance.categories.map((category) => ({ category, quantity: state.quantities[category.id] ?? 0 })).filter(({ quantity }) => quantity > 0);
  const seats = event.hasSeatSelection
    ? assignSeats(
        chosen.map(({ category, quantity }) => ({ categoryId: category.id, quantity })),
        state.seats,
      )
    : undefined;
  return chosen.map(({ category, quantity }) => {
    const line: CartLine = {
      title: event.title,
      date: performance.starts_at,
      type: category.name,
      price: category.price,
      quantity,
      event: event.name,
      performanceId: performance.id,
      categoryId: category.id,
    };
    const picked = seats?.get(category.id);
    if (picked?.length) line.seats = picked;
    return line;
  });
}
