import { describe, expect, it } from 'vitest';
import { validateEvent } from '../../../shared/domain/event-rules';
import { emptyForm, newPerformance, textToCents, toForm, toRequest } from './event-form';

describe('event form', () => {
  it('reads German prices', () => {
    expect(textToCents('6,00')).toBe(600);
    expect(textToCents('6,5')).toBe(650);
    expect(textToCents('12 €')).toBe(1200);
    expect(textToCents('abc')).toBeNaN();
    expect(textToCents('-1')).toBeNaN();
    for (const bad of ['0x10', '1e3', '0,001']) expect(textToCents(bad)).toBeNaN();
  });

  it('turns Berlin wall-clock times into instants (summer and winter time)', () => {
    const form = emptyForm();
    form.name = 'sommer';
    form.title = 'Sommer';
    form.performances = [
      { ...newPerformance(form, new Date()), day: '2026-07-08', time: '19:00', doors: '18:30' },
      { ...newPerformance(form, new Date()), day: '2026-12-08', time: '19:00', doors: '' },
    ];
    const request = toRequest(form);
    expect(request.performances[0]).toMatchObject({ starts_at: '2026-07-08T17:00:00.000Z', doors_at: '2026-07-08T16:30:00.000Z' });
    expect(request.performances[1]).toMatchObject({ starts_at: '2026-12-08T18:00:00.000Z', doors_at: null });
    expect(request.categories).toEqual([
      { name: 'Erwachsene', price_cents: 600, max: 10 },
      { name: 'Kinder', price_cents: 300, max: 10 },
    ]);
    expect(validateEvent(request)).toEqual({});
  });

  it('reports an unfinished date through the shared rules', () => {
    const form = emptyForm();
    form.name = 'x';
    form.title = 'X';
    form.performances = [{ ...newPerformance(form, new Date()), day: '' }];
    expect(validateEvent(toRequest(form))['performances.0.starts_at']).toBe('Bitte Datum und Uhrzeit des Beginns angeben.');
  });

  it('reads a stored event back into the same wall-clock times', () => {
    const form = toForm({
      id: 3,
      name: 'musical',
      title: 'Zeitsprung',
      description: '',
      image: null,
      colors: ['6a1b9a', 'ff9800'],
      visible: true,
      hasSeatSelection: false,
      passages: [],
      venue: { name: '', address: '', parkingNote: '', mapUrl: '', country: '' },
      facts: { recommendedAge: '', duration: '', notes: '' },
      voice: { countdown: 'premiere', mailSignature: '', metaDescription: '' },
      gallery: [],
      premiere_date: null,
      can_delete: false,
      categories: [{ id: 1, name: 'Erwachsene', price_cents: 650, max: 10, has_orders: true }],
      performances: [
        {
          id: 9,
          starts_at: '2025-07-08T17:00:00.000Z',
          doors_at: '2025-07-08T16:30:00.000Z',
          room_id: 2,
          room_name: 'Aula',
          on_sale: true,
          box_office: 20,
          capacities: [200],
          taken: [3],
          past: false,
          has_orders: true,
        },
      ],
    });
    expect(form.performances[0]).toMatchObject({ day: '2025-07-08', time: '19:00', doors: '18:30', roomId: '2', capacities: ['200'] });
    expect(form.categories[0].price).toBe('6,50');
    expect(toRequest(form).performances[0].starts_at).toBe('2025-07-08T17:00:00.000Z');
  });

  it('copies the last performance for the next one, a day later', () => {
    const form = emptyForm();
    form.performances = [{ ...newPerformance(form, new Date()), day: '2026-03-01', capacities: ['70', '30'] }];
    expect(newPerformance(form, new Date())).toMatchObject({ day: '2026-03-02', time: '19:00', capacities: ['70', '30'] });
  });
});
