import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomForm } from './RoomForm';

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ success: true, message: 'Daten erfolgreich gespeichert!', id: 7 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('room form', () => {
  it('derives the capacity from the seat plan and saves rows × seats', async () => {
    const done = vi.fn();
    render(<RoomForm room={null} onDone={done} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Musiksaal' } });
    fireEvent.change(screen.getByLabelText('Reihen'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Plätze pro Reihe'), { target: { value: '8' } });
    expect(screen.getByText('Kapazität: 24 Sitzplätze')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sitzplan: 3 Reihen mit je 8 Plätzen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('Daten erfolgreich gespeichert!'));
    expect(bodies[0]).toMatchObject({ name: 'Musiksaal', rows: 3, seatsPerRow: 8, status: 'Available' });
  });

  it('shows German messages and sends nothing while the input is invalid', () => {
    render(<RoomForm room={null} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte einen Namen angeben.')).toBeTruthy();
    expect(screen.getByText('Die Kapazität muss eine ganze Zahl von 1 bis 100.000 sein.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});
