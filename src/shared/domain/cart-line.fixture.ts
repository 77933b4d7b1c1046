import type { CartLine } from './cart';

/** A cart line for tests: two adult tickets for the musical's first performance, with any field changed. */
export const cartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  title: 'Zeitsprung',
  date: '2025-07-08T17:00:00.000Z',
  type: 'Erwachsene',
  price: 6,
  quantity: 2,
  event: 'musical',
  performanceId: 1,
  categoryId: 1,
  ...overrides,
});
