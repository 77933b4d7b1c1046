import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CouponTable } from './CouponTable';

afterEach(() => cleanup());

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('the coupons table of the statistics (issue 33)', () => {
  it('shows uses, tickets and discount per code in German formats, with the total discount', () => {
    render(
      <CouponTable
        coupons={{
          codes: [
            { code: 'HELFER', uses: 1200, tickets: 1500, discount: 9000 },
            { code: 'ELTERN', uses: 2, tickets: 5, discount: 6 },
          ],
          total_discount: 9006,
        }}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => text(row))).toEqual(['CodeEinlösungenTicketsRabatt', 'HELFER1.2001.5009.000,00 €', 'ELTERN256,00 €', 'Rabatt gesamt9.006,00 €']);
  });

  it('says when no code was used', () => {
    render(<CouponTable coupons={{ codes: [], total_discount: 0 }} />);
    expect(screen.getByText('Keine Daten verfügbar')).toBeTruthy();
  });
});
