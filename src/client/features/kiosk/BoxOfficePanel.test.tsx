import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoxOfficePanel } from './BoxOfficePanel';
import { kioskDb } from './kiosk-db';

afterEach(async () => {
  cleanup();
  await kioskDb.kioskShows.clear();
});

describe('the box office on a seated performance (issue 46)', () => {
  it('shows the seats the server gave the sale, as row and seat', async () => {
    await kioskDb.kioskShows.put({
      id: 9,
      eventTitle: 'Zeitsprung',
      startsAt: '2025-07-08T17:00:00.000Z',
      categories: [{ id: 1, name: 'Erwachsene', price_cents: 1000 }],
      boxOffice: { capacity: 4, sold: 0, remaining: 4 },
    });
    const tickets = [
      { id: 1, code: 'a', category_id: 1, category: 'Erwachsene', seat: 'H5' },
      { id: 2, code: 'b', category_id: 1, category: 'Erwachsene', seat: 'H6' },
    ];
    render(<BoxOfficePanel performanceId={9} onSell={async () => ({ status: 'done', orderId: 12, quantity: 2, totalCents: 2000, tickets })} />);
    const more = await screen.findByRole('button', { name: 'Erwachsene: eins mehr' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByText('Noch 4 Tickets an der Abendkasse')).toBeTruthy());
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('button', { name: 'Bar bezahlt' }));
    const result = await screen.findByText(/^Verkauft:/, {}, { timeout: 10_000 });
    expect(result.textContent).toContain('(Bestellung 12). Plätze: Reihe H, Platz 5; Reihe H, Platz 6. Die Gäste sind eingelassen.');
  });
});
