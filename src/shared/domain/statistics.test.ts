import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildStatistics,
  daysRemaining,
  donorName,
  isoWeekdayIndex,
  mondayOf,
  shortGermanDay,
  type TicketSums,
  ticketCategories,
  ticketsPerDayAndCategory,
  topEvents,
} from './statistics';

describe('dashboard rules', () => {
  it('counts days remaining rounded up and never below 0', () => {
    const now = new Date('2025-07-01T12:00:00Z');
    expect(daysRemaining(now, new Date('2025-07-08T17:00:00Z'))).toBe(8);
    expect(daysRemaining(now, new Date('2025-07-02T12:00:00Z'))).toBe(1);
    expect(daysRemaining(now, new Date('2025-07-01T12:00:00Z'))).toBe(0);
    expect(daysRemaining(now, new Date('2025-06-01T12:00:00Z'))).toBe(0);
  });

  it('finds the Monday of a week across month ends', () => {
    expect(isoWeekdayIndex('2025-07-06')).toBe(6);
    expect(mondayOf('2025-07-06')).toBe('2025-06-30');
    expect(mondayOf('2025-06-30')).toBe('2025-06-30');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('shows donors by first name and initial', () => {
    expect(donorName('Mia', 'Krüger')).toBe('Mia K.');
    expect(donorName(' ', ' ')).toBeNull();
  });

  it('shows a donor with only a first name or only a last name as far as known', () => {
    expect(donorName(' Mia ', '')).toBe('Mia');
    expect(donorName('', ' Krüger')).toBe('K.');
  });

  it('writes a day the short German way', () => {
    expect(shortGermanDay('2025-07-08')).toBe('08.07.');
  });
});

describe('buildStatistics', () => {
  it('sums tickets and orders into the spec fields', () => {
    const stats = buildStatistics(
      {
        perDayCategory: [
          { day: '2025-07-07', category: 'Erwachsene', tickets: 3 },
          { day: '2025-07-07', category: 'Kinder', tickets: 1 },
          { day: '2025-07-08', category: 'Erwachsene', tickets: 2 },
          { day: '2025-07-09', category: 'Kinder', tickets: 0 },
        ],
        perHour: [
          { hour: 9, tickets: 4 },
          { hour: 20, tickets: 2 },
        ],
        perCategoryEvent: [
          { category: 'Erwachsene', event: 'A', tickets: 3 },
          { category: 'Kinder', event: 'A', tickets: 1 },
          { category: 'Erwachsene', event: 'B', tickets: 2 },
        ],
      },
      [
        { day: '2025-07-07', orders: 2, revenue_cents: 2100, donation_cents: 300, donors: 1 },
        { day: '2025-07-08', orders: 1, revenue_cents: 1200, donation_cents: 0, donors: 0 },
      ],
      [
        { status: 'FAILED', count: 1 },
        { status: 'CAPTURED', count: 3 },
      ],
      [{ amount: 3, donor: 'Mia K.' }],
    );
    expect(stats.total_orders).toBe(3);
    expect(stats.total_revenue).toBe(33);
    expect(stats.donations).toEqual({ total: 3, count: 1, top_donations: [{ amount: 3, donor: 'Mia K.' }] });
    expect(stats.ticket_categories).toEqual([
      { category: 'Erwachsene', total_tickets: 5 },
      { category: 'Kinder', total_tickets: 1 },
    ]);
    expect(stats.top_events).toEqual([
      { event: 'A', total_tickets: 4 },
      { event: 'B', total_tickets: 2 },
    ]);
    expect(stats.tickets_per_day_and_category[0]).toEqual({ day: '2025-07-08', category: 'Erwachsene', total_tickets: 2 });
    expect(stats.tickets_per_day_and_category).toHaveLength(3);
    expect(stats.time_distribution.orders_per_hour[9].total_tickets).toBe(4);
    expect(stats.time_distribution.orders_per_weekday[0]).toEqual({ weekday: 'Montag', total_orders: 2 });
    expect(stats.time_distribution.orders_per_weekday[1]).toEqual({ weekday: 'Dienstag', total_orders: 1 });
    expect(stats.paypal_order_data[0].status).toBe('CAPTURED');
  });
});

describe('ticket rankings', () => {
  const sums = (perCategoryEvent: TicketSums['perCategoryEvent'], perDayCategory: TicketSums['perDayCategory'] = []): TicketSums => ({
    perDayCategory,
    perHour: [],
    perCategoryEvent,
  });

  it('ranks categories by tickets, equal counts in German alphabetical order, and leaves out those returned to zero', () => {
    const tickets = sums([
      { category: 'Zeta', event: 'A', tickets: 1 },
      { category: 'Kinder', event: 'A', tickets: 4 },
      { category: 'Öko', event: 'A', tickets: 3 },
      { category: 'Ärzte', event: 'B', tickets: 4 },
      { category: 'Zeta', event: 'B', tickets: 6 },
      { category: 'Frei', event: 'A', tickets: 2 },
      { category: 'Frei', event: 'B', tickets: -2 },
    ]);
    expect(ticketCategories(tickets).map((row) => `${row.category} ${row.total_tickets}`)).toEqual(['Zeta 7', 'Ärzte 4', 'Kinder 4', 'Öko 3']);
  });

  it('ranks the ten events with most tickets, leaving out those returned to zero', () => {
    const events = Array.from({ length: 12 }, (_, index) => ({ category: 'Erwachsene', event: `E${String(index).padStart(2, '0')}`, tickets: index + 1 }));
    const tickets = sums([...events, { category: 'Kinder', event: 'Null', tickets: 0 }]);
    expect(topEvents(tickets).map((row) => row.event)).toEqual(['E11', 'E10', 'E09', 'E08', 'E07', 'E06', 'E05', 'E04', 'E03', 'E02']);
    expect(topEvents(tickets, 20)).toHaveLength(12);
    const tied = sums([
      { category: 'Erwachsene', event: 'Zauberflöte', tickets: 2 },
      { category: 'Erwachsene', event: 'Ärger im Paradies', tickets: 2 },
      { category: 'Erwachsene', event: 'Momo', tickets: 1 },
      { category: 'Kinder', event: 'Momo', tickets: 2 },
    ]);
    expect(topEvents(tied)).toEqual([
      { event: 'Momo', total_tickets: 3 },
      { event: 'Ärger im Paradies', total_tickets: 2 },
      { event: 'Zauberflöte', total_tickets: 2 },
    ]);
  });

  it('lists tickets per day newest first, categories of a day in German alphabetical order', () => {
    const rows = ticketsPerDayAndCategory(
      sums(
        [],
        [
          { day: '2025-07-07', category: 'Zeta', tickets: 1 },
          { day: '2025-07-07', category: 'Öko', tickets: 1 },
          { day: '2025-07-08', category: 'Kinder', tickets: 1 },
          { day: '2025-07-07', category: 'Ärzte', tickets: 1 },
        ],
      ),
    );
    expect(rows.map((row) => `${row.day} ${row.category}`)).toEqual(['2025-07-08 Kinder', '2025-07-07 Ärzte', '2025-07-07 Öko', '2025-07-07 Zeta']);
  });

  it('lists PayPal states by count, equal counts alphabetically', () => {
    const stats = buildStatistics(
      sums([]),
      [],
      [
        { status: 'APPROVED', count: 1 },
        { status: 'CREATED', count: 3 },
        { status: 'CAPTURED', count: 3 },
      ],
      [],
    );
    expect(stats.paypal_order_data.map((row) => row.status)).toEqual(['CAPTURED', 'CREATED', 'APPROVED']);
  });
});
