import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountLineRow, OrderLineRow, OrderLinesTable, TicketLineProduct } from './OrderLinesTable';

describe('OrderLinesTable', () => {
  it('shows Produkt, Menge, Preis and Summe per line, and the total in the footer', () => {
    render(
      <OrderLinesTable caption="Deine Bestellung" totalCents={2750}>
        <OrderLineRow
          product={<TicketLineProduct title="Musical" date="2026-12-05T19:00:00" type="Erwachsene" seats={['A1', 'A2']} />}
          quantity={2}
          unitCents={1250}
        />
        <AmountLineRow product="Spende" cents={250} />
      </OrderLinesTable>,
    );
    const table = screen.getByRole('table', { name: 'Deine Bestellung' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Produkt', 'Menge', 'Preis', 'Summe']);
    const [, first, donation, total] = within(table).getAllByRole('row');
    expect(first.textContent).toContain('Erwachsene · Platz A1, A2');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual([expect.stringContaining('Musical'), '2x', '12,50 €', '25,00 €']);
    // A donation is just its amount (issue 51): no "1x", no unit price.
    expect(
      within(donation)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Spende', '', '', '2,50 €']);
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('Gesamtsumme27,50 €');
  });
});
