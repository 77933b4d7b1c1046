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

describe('the box office beyond its own seats (issue 51)', () => {
  it('counts the free seats it may pick, and asks for the plan before doors-open', async () => {
    await kioskDb.kioskShows.put({
      id: 10,
      eventTitle: 'Zeitsprung',
      startsAt: '2099-07-08T17:00:00.000Z',
      doorsAt: '2099-07-08T16:30:00.000Z',
      categories: [{ id: 1, name: 'Erwachsene', price_cents: 1000 }],
      boxOffice: { capacity: 4, sold: 4, remaining: 0, held_left: 0, online_free: 3, doors_open: false, seated: true },
    });
    render(<BoxOfficePanel performanceId={10} onSell={async () => null} />);
    await waitFor(() => expect(screen.getByText('Noch 3 Tickets an der Abendkasse')).toBeTruthy(), { timeout: 10_000 });
    expect(
      screen.getByText(
        /0 zurückgehaltene Plätze; dazu 3 Plätze online nicht verkauft: auf dem Sitzplan wählen, ab Einlass um \d\d:\d\d Uhr auch ohne Auswahl\./,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erwachsene: eins mehr' }));
    expect(screen.getByText('Mehr als 0 Tickets: bitte die Plätze auf dem Sitzplan wählen.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Bar bezahlt' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Plätze auf dem Sitzplan wählen' })).toBeTruthy();
  });

  it('sells the online seats without a pick once the doors are open', async () => {
    await kioskDb.kioskShows.put({
      id: 11,
      eventTitle: 'Zeitsprung',
      startsAt: '2000-07-08T17:00:00.000Z',
      doorsAt: '2000-07-08T16:30:00.000Z',
      categories: [{ id: 1, name: 'Erwachsene', price_cents: 1000 }],
      boxOffice: { capacity: 4, sold: 4, remaining: 0, held_left: 0, online_free: 3, doors_open: false, seated: false },
    });
    render(<BoxOfficePanel performanceId={11} onSell={async () => null} />);
    await waitFor(() => expect(screen.getByText('Noch 3 Tickets an der Abendkasse')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Erwachsene: eins mehr' }));
    expect((screen.getByRole('button', { name: 'Bar bezahlt' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
