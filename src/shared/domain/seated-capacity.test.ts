import { describe, expect, it } from 'vitest';
import { proposedSeatedQuotas, seatedCapacityError, seatedCapacityErrors } from './seated-capacity';

describe('seats are the capacity of a seated performance', () => {
  const base = { room: 'Aula', when: '12.06.2027, 18:00', seats: 120 };

  it('accepts quotas and box office that fit the seats, up to the last seat', () => {
    expect(seatedCapacityError({ ...base, capacities: [60, 40], boxOffice: 20 })).toBeNull();
  });

  it('refuses 100 + 100 + box office 20 in a 120-seat room with a German message naming the figures', () => {
    const message = seatedCapacityError({ ...base, capacities: [100, 100], boxOffice: 20 });
    expect(message).toBe(
      'Am 12.06.2027, 18:00 hat „Aula“ nur 120 Plätze, die Kontingente (200 Tickets) und die Abendkasse (20) ergeben aber 220. Bitte verteile höchstens 120 Plätze.',
    );
  });

  it('says "1 Platz" for a one-seat room', () => {
    expect(seatedCapacityError({ ...base, seats: 1, capacities: [1], boxOffice: 1 })).toContain('nur 1 Platz,');
  });
});

describe('the editor with a seated room (issue 51 item 6)', () => {
  it('names every date that fails, not only the first', () => {
    const first = 'Am 03.12.2026 hat „Aula“ nur 57 Plätze, … Bitte verteile höchstens 57 Plätze.';
    const third = 'Am 05.12.2026 hat „Aula“ nur 57 Plätze, … Bitte verteile höchstens 57 Plätze.';
    expect(seatedCapacityErrors([null, null])).toBeNull();
    expect(seatedCapacityErrors([first, null])).toBe(first);
    expect(seatedCapacityErrors([first, null, third])).toBe(`An 2 Terminen reichen die Plätze nicht. ${first} ${third}`);
  });

  it("proposes the room's seats instead of 100 per category: box office first, the rest split evenly", () => {
    expect(proposedSeatedQuotas({ seats: 57, capacities: [100, 100], boxOffice: 20, taken: [0, 0] })).toEqual({ capacities: [19, 18], boxOffice: 20 });
    expect(proposedSeatedQuotas({ seats: 57, capacities: [100, 100, 100], boxOffice: 0, taken: [0, 0, 0] })).toEqual({
      capacities: [19, 19, 19],
      boxOffice: 0,
    });
  });

  it('keeps quotas that fit, shrinks a box office larger than the room, and keeps what is sold', () => {
    expect(proposedSeatedQuotas({ seats: 57, capacities: [30, 20], boxOffice: 7, taken: [0, 0] })).toBeNull();
    expect(proposedSeatedQuotas({ seats: 10, capacities: [100], boxOffice: 20, taken: [0] })).toEqual({ capacities: [0], boxOffice: 10 });
    expect(proposedSeatedQuotas({ seats: 20, capacities: [100, 100], boxOffice: 4, taken: [12, 0] })).toEqual({ capacities: [12, 4], boxOffice: 4 });
  });
});
