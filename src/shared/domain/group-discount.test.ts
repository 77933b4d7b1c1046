import { describe, expect, it } from 'vitest';
import { groupDiscountApplies, groupDiscountCents, groupDiscountLabel } from './group-discount';

const rule = { percent: 10, minTickets: 20 };

describe('group discount (issue 33.2)', () => {
  it('starts exactly at the configured number of tickets', () => {
    expect(groupDiscountCents(rule, 19 * 1200, 19)).toBe(0);
    expect(groupDiscountCents(rule, 20 * 1200, 20)).toBe(2400);
    expect(groupDiscountCents(rule, 21 * 1200, 21)).toBe(2520);
  });

  it('rounds to the cent and is off at 0 %', () => {
    expect(groupDiscountCents({ percent: 12.5, minTickets: 2 }, 999, 3)).toBe(125);
    expect(groupDiscountCents({ percent: 0, minTickets: 2 }, 5000, 10)).toBe(0);
  });

  it('is off without a number of tickets to start from, and never takes more than the tickets cost', () => {
    expect(groupDiscountCents({ percent: 10, minTickets: 0 }, 5000, 10)).toBe(0);
    expect(groupDiscountCents({ percent: 150, minTickets: 2 }, 5000, 10)).toBe(5000);
    // At 0 % the cart and the order name no group discount at all.
    expect(groupDiscountApplies({ percent: 0, minTickets: 2 }, 10)).toBe(false);
    expect(groupDiscountApplies({ percent: 10, minTickets: 2 }, 2)).toBe(true);
  });

  it('names itself in German', () => {
    expect(groupDiscountLabel({ percent: 7.5, minTickets: 15 })).toBe('Gruppenrabatt 7,5 % ab 15 Tickets');
  });
});
