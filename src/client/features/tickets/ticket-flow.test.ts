import { describe, expect, it } from 'vitest';
import type { EventDto, PerformanceDto } from '../../../shared/api/events';
import { availabilityText } from '../events/performance-state';
import { cartLinesOf, flowReducer, initialFlow, skippedSteps, stepsFor } from './ticket-flow';

const category = (id: number, name: string, price: number) => ({ id, name, price, price_cents: price * 100, max: 10, order_limit: 10 });
const performance = (id: number, past = false, seats: PerformanceDto['seats'] = []): PerformanceDto => ({
  id,
  starts_at: `2030-07-0${id}T17:00:00.000Z`,
  doors_at: null,
  room_id: 1,
  room_name: 'Aula',
  past,
  on_sale: true,
  remaining: 10,
  sold_out: false,
  categories: [
    { ...category(1, 'Erwachsene', 6), capacity: 5, remaining: 5 },
    { ...category(2, 'Kinder', 3), capacity: 5, remaining: 5 },
  ],
  seats,
});
const event = (name: string, performances: PerformanceDto[], hasSeatSelection = false) =>
  ({ id: 1, name, title: `Titel ${name}`, hasSeatSelection, performances }) as unknown as EventDto;

describe('the ticket flow', () => {
  it('preselects a single event and skips a single bookable date', () => {
    const state = initialFlow([event('musical', [performance(1, true), performance(2)])], 'unfollow-me');
    expect(state).toMatchObject({ eventName: 'musical', performanceId: 2, step: 'category' });
  });

  it('opens the seat map of the performance whose seat was lost, the other seats chosen (issue 46 item 5)', () => {
    const seated = event('musical', [performance(1), performance(2)], true);
    const reseat = { event: 'musical', performanceId: 2, quantities: { 1: 2, 2: 1 }, seats: ['D7', 'D9'], lost: ['D8'] };
    expect(initialFlow([seated], 'musical', reseat)).toEqual({
      step: 'seat',
      eventName: 'musical',
      performanceId: 2,
      quantities: { 1: 2, 2: 1 },
      seats: ['D7', 'D9'],
    });
    // Another event, or a performance no longer offered: the flow starts as usual.
    expect(initialFlow([seated], 'musical', { ...reseat, performanceId: 9 }).step).toBe('date');
    expect(initialFlow([event('musical', [performance(1), performance(2)])], 'musical', reseat).step).toBe('date');
  });

  it('asks for the date when several are bookable, and for the event when several are on sale', () => {
    const two = event('a', [performance(1), performance(2)]);
    expect(initialFlow([two], 'a').step).toBe('date');
    expect(initialFlow([two, event('b', [performance(3)])], 'unfollow-me').step).toBe('event');
  });

  it('clamps quantities to 0 … the limit', () => {
    let state = initialFlow([event('a', [performance(1)])], 'a');
    state = flowReducer(state, { type: 'set-quantity', categoryId: 1, quantity: 99, max: 5 });
    state = flowReducer(state, { type: 'set-quantity', categoryId: 2, quantity: -1, max: 5 });
    expect(state.quantities).toEqual({ 1: 5, 2: 0 });
  });

  it('resets date, categories and seats when the event changes', () => {
    const a = event('a', [performance(1), performance(2)]);
    let state = flowReducer(initialFlow([a], 'a'), { type: 'choose-date', performanceId: 2 });
    state = flowReducer(state, { type: 'set-quantity', categoryId: 1, quantity: 2, max: 5 });
    state = flowReducer(state, { type: 'set-seats', seats: ['A1'] });
    state = flowReducer(state, { type: 'choose-event', event: a });
    expect(state).toEqual({ step: 'date', eventName: 'a', quantities: {}, seats: [] });
  });

  it('makes one cart line per category above 0, with seats in the order picked', () => {
    const seats = ['A1', 'A2', 'A3'].map((label, i) => ({ label, row: 'A', number: i + 1, taken: false }));
    const seated = event('a', [performance(1, false, seats)], true);
    expect(stepsFor(seated)).toEqual(['event', 'date', 'category', 'seat']);
    let state = initialFlow([seated], 'a');
    state = flowReducer(state, { type: 'set-quantity', categoryId: 1, quantity: 1, max: 5 });
    state = flowReducer(state, { type: 'set-quantity', categoryId: 2, quantity: 2, max: 5 });
    state = flowReducer(state, { type: 'confirm-categories', hasSeatSelection: true });
    expect(state.step).toBe('seat');
    state = flowReducer(state, { type: 'set-seats', seats: ['A3', 'A1', 'A2'] });
    expect(cartLinesOf(seated, state)).toEqual([
      expect.objectContaining({ type: 'Erwachsene', quantity: 1, price: 6, performanceId: 1, categoryId: 1, seats: ['A3'] }),
      expect.objectContaining({ type: 'Kinder', quantity: 2, price: 3, categoryId: 2, seats: ['A1', 'A2'] }),
    ]);
  });
});

describe('every date stays visible (issue 32 item 2)', () => {
  it('asks for the date when a second date is sold out, instead of jumping to the one left', () => {
    const soldOutSunday = { ...performance(2), sold_out: true, remaining: 0 };
    const musical = event('musical', [performance(1), soldOutSunday]);
    expect(initialFlow([musical], 'musical')).toMatchObject({ step: 'date' });
    expect(initialFlow([musical], 'musical').performanceId).toBeUndefined();
    expect(skippedSteps(musical)).toEqual([]);
  });

  it('says of each date whether it is sold out or how few places are left', () => {
    expect(availabilityText({ ...performance(2), sold_out: true, remaining: 0 })).toBe('Ausverkauft');
    expect(availabilityText({ ...performance(1), remaining: 7 })).toBe('nur noch 7 Plätze');
    expect(availabilityText({ ...performance(1), remaining: 1 })).toBe('nur noch 1 Platz');
    expect(availabilityText({ ...performance(1), remaining: 120 })).toBe('120 Plätze frei');
  });
});

describe('skipped steps (issue 15 item 6)', () => {
  it('marks the date step as skipped when only one date is bookable, so the progress bar offers no way back to it', () => {
    expect(skippedSteps(event('musical', [performance(1, true), performance(2)]))).toEqual(['date']);
    expect(skippedSteps(event('a', [performance(1), performance(2)]))).toEqual([]);
    expect(skippedSteps(undefined)).toEqual([]);
  });
});
