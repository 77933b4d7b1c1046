import { describe, expect, it } from 'vitest';
import { seatedCapacityError } from './seated-capacity';

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
