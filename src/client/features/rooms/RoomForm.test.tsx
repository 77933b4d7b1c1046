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
    // Issue 46: staff click seats to change them; the capacity follows.
    fireEvent.click(screen.getByRole('button', { name: 'Reihe A, Platz 1' }));
    fireEvent.click(screen.getByLabelText('Gesperrt'));
    fireEvent.click(screen.getByRole('button', { name: 'Reihe B, Platz 8' }));
    fireEvent.click(screen.getByLabelText('Gang danach'));
    fireEvent.click(screen.getByRole('button', { name: 'Reihe C, Platz 4' }));
    expect(screen.getByText('Kapazität: 23 Sitzplätze')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reihe A, Platz 1, Rollstuhlplatz' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('Daten erfolgreich gespeichert!'));
    expect(bodies[0]).toMatchObject({ name: 'Musiksaal', rows: 3, seatsPerRow: 8, status: 'Available', stage: 'top' });
    const plan = (bodies[0] as { plan: Array<Record<string, unknown>> }).plan;
    expect(plan[0]).toMatchObject({ row: 'A', seats: 8, wheelchair: [1] });
    expect(plan[1]).toMatchObject({ row: 'B', blocked: [8] });
    expect(plan[2]).toMatchObject({ row: 'C', aisles: [4] });
  });

  it('shows German messages and sends nothing while the input is invalid', () => {
    render(<RoomForm room={null} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte einen Namen angeben.')).toBeTruthy();
    expect(screen.getByText('Die Kapazität muss eine ganze Zahl von 1 bis 100.000 sein.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});
