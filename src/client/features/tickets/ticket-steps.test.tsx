import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PerformanceDto } from '../../../shared/api/events';
import { seatsOfRoom } from '../../../shared/domain/seats';
import ar from '../../../shared/i18n/catalogs/ar.json';
import en from '../../../shared/i18n/catalogs/en.json';
import tr from '../../../shared/i18n/catalogs/tr.json';
import { inLanguage } from '../../i18n/test-language';
import { createShopI18n } from '../../i18n/create-i18n';
import { CategoryStep } from './CategoryStep';
import { DateStep } from './DateStep';
import { FlowProgress } from './FlowProgress';
import { SeatMap } from './SeatMap';
import { seatMapTexts } from './seat-map-texts';

afterEach(cleanup);

const rows = [
  { category: { id: 1, name: 'Erwachsene', price: 6, price_cents: 600, max: 10, order_limit: 10, remaining: 5 }, limit: 5 },
  { category: { id: 2, name: 'Kinder', price: 3, price_cents: 300, max: 10, order_limit: 10, remaining: 0 }, limit: 0 },
];
const categoryStep = (quantities: Record<number, number> = {}) => (
  <CategoryStep rows={rows} quantities={quantities} orderMax={10} onChange={() => {}} onConfirm={() => {}} />
);
const performances: PerformanceDto[] = [
  { id: 1, starts_at: '2030-07-08T17:00:00.000Z', doors_at: '2030-07-08T16:30:00.000Z', remaining: 7, sold_out: false, past: false, on_sale: true },
  { id: 2, starts_at: '2030-07-09T17:00:00.000Z', doors_at: null, remaining: 0, sold_out: true, past: false, on_sale: true },
  { id: 3, starts_at: '2030-07-10T17:00:00.000Z', doors_at: null, remaining: 120, sold_out: false, past: false, on_sale: true },
] as PerformanceDto[];
const text = () => document.body.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('the ticket steps in German, as the spec writes them', () => {
  it('the category step', () => {
    render(categoryStep({ 1: 2 }), { wrapper: inLanguage() });
    expect(screen.getByRole('heading', { name: 'Kategorie wählen' })).toBeTruthy();
    expect(screen.getByText('Noch 5 verfügbar')).toBeTruthy();
    expect(screen.getByText('Ausverkauft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ein Ticket Erwachsene mehr' })).toBeTruthy();
    expect(text()).toContain('Höchstens 10 Tickets pro Bestellung · 2 Tickets · Summe 12,00 €');
    fireEvent.change(screen.getByRole('spinbutton', { name: /Erwachsene/ }), { target: { value: '9' } });
    expect(screen.getByRole('status').textContent).toBe('Nur noch 5 Tickets „Erwachsene“ verfügbar – auf 5 gesetzt.');
  });

  it('the date step and the progress', () => {
    render(
      <>
        <FlowProgress steps={['event', 'date', 'category']} current="date" onBack={() => {}} />
        <DateStep performances={performances} onChoose={() => {}} />
      </>,
      { wrapper: inLanguage() },
    );
    expect(screen.getByRole('button', { name: '1. Event' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Fortschritt' })).toBeTruthy();
    expect(text()).toContain('Montag, 8. Juli 2030');
    expect(text()).toContain('19:00 Uhr · Einlass 18:30 Uhr');
    expect(text()).toContain('nur noch 7 Plätze');
    expect(text()).toContain('Ausverkauft');
    expect(text()).toContain('120 Plätze frei');
  });
});

describe('the ticket steps in the visitor’s language (issue 53)', () => {
  it('in English, the category names left as the school wrote them and marked German', () => {
    render(categoryStep({ 1: 1 }), { wrapper: inLanguage('en', en) });
    expect(screen.getByRole('heading', { name: 'Choose your tickets' })).toBeTruthy();
    expect(screen.getByText('5 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'One more Erwachsene ticket' })).toBeTruthy();
    expect(screen.getByText('Erwachsene').getAttribute('lang')).toBe('de');
    expect(text()).toContain('At most 10 tickets per order · 1 ticket · Total €6.00');
    expect(screen.getByRole('button', { name: 'Select' })).toBeTruthy();
  });

  it('in Turkish, dates and free places', () => {
    render(<DateStep performances={performances} onChoose={() => {}} />, { wrapper: inLanguage('tr', tr) });
    expect(screen.getByRole('heading', { name: 'Tarih seçin' })).toBeTruthy();
    expect(text()).toContain('8 Temmuz 2030 Pazartesi');
    expect(text()).toContain('yalnızca 7 yer kaldı');
    expect(text()).toContain('Tükendi');
  });

  it('in Arabic, plural forms and prices kept readable in isolates', () => {
    render(
      <>
        <FlowProgress steps={['event', 'date', 'category']} current="category" onBack={() => {}} />
        {categoryStep({ 1: 2 })}
      </>,
      { wrapper: inLanguage('ar', ar) },
    );
    expect(screen.getByRole('heading', { name: 'اختر الفئة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2. الموعد' })).toBeTruthy();
    expect(text()).toContain('تذكرتان');
    expect(text()).toMatch(/\u2068[^\u2069]*12[.,]00[^\u2069]*\u2069/);
  });

  it('the seat map in English, its German staying for the staff screens', () => {
    const seats = seatsOfRoom([{ row: 'A', seats: 4, wheelchair: [1] }], new Set(['A3']));
    const instance = createShopI18n('en', en);
    const texts = seatMapTexts((key, values) => instance.t(key, values ?? {}));
    render(<SeatMap seats={seats} chosen={['A2']} limit={1} onChange={() => {}} texts={texts} />);
    expect(screen.getByRole('button', { name: 'Row A, seat 1, wheelchair space' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Row A, seat 2 (selected)' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('taken');
    fireEvent.click(screen.getByRole('button', { name: 'Row A, seat 3 (taken)' }));
    expect(screen.getByRole('status').textContent).toBe('Row A, seat 3 is already taken. Please choose a free seat.');
    cleanup();
    render(<SeatMap seats={seats} chosen={['A2']} limit={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Reihe A, Platz 3 (belegt)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plätze vergrößern' })).toBeTruthy();
  });
});
