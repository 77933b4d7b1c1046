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

  it('shortens and lengthens rows, adds and removes rows, and files rows under a section (issue 46 item 2)', async () => {
    render(<RoomForm room={null} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Aula' } });
    fireEvent.change(screen.getByLabelText('Reihen'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Plätze pro Reihe'), { target: { value: '10' } });
    expect(screen.getByText('Kapazität: 40 Sitzplätze')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reihe C: einen Platz weniger (10 Plätze)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reihe C: einen Platz weniger (9 Plätze)' }));
    expect(screen.getByText('Kapazität: 38 Sitzplätze')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reihe C, Platz 9' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reihe A: einen Platz mehr (10 Plätze)' }));
    expect(screen.getByRole('button', { name: 'Reihe A, Platz 11' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reihe hinzufügen' }));
    expect(screen.getByText('Kapazität: 49 Sitzplätze')).toBeTruthy();
    expect((screen.getByLabelText('Reihen') as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Reihe E entfernen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reihe hinzufügen' }));
    // Rows D–E go into the Empore; the editor shows them under that heading.
    fireEvent.change(screen.getByLabelText('Von Reihe'), { target: { value: 'D' } });
    fireEvent.change(screen.getByLabelText('Bis Reihe'), { target: { value: 'E' } });
    fireEvent.change(screen.getByLabelText('Name des Bereichs'), { target: { value: 'Empore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bereich zuweisen' }));
    expect(screen.getByRole('heading', { name: 'Empore' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const plan = (bodies[0] as { plan: Array<Record<string, unknown>> }).plan;
    expect(plan.map((row) => [row.row, row.seats, row.section])).toEqual([
      ['A', 11, undefined],
      ['B', 10, undefined],
      ['C', 8, undefined],
      ['D', 10, 'Empore'],
      ['E', 10, 'Empore'],
    ]);
  });

  it('shows the server’s refusal to drop sold seats beside the plan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'SEATS_IN_USE',
              message: 'Der Sitzplan muss die verkauften oder reservierten Plätze behalten (C10).',
              fields: { plan: 'Diese Plätze sind verkauft oder reserviert und müssen bleiben: C10.' },
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    render(<RoomForm room={null} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Aula' } });
    fireEvent.change(screen.getByLabelText('Reihen'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Plätze pro Reihe'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reihe C: einen Platz weniger (10 Plätze)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Diese Plätze sind verkauft oder reserviert und müssen bleiben: C10.');
    expect(screen.getByText(/Der Sitzplan muss die verkauften oder reservierten Plätze behalten \(C10\)/)).toBeTruthy();
  });

  it('shows German messages and sends nothing while the input is invalid', () => {
    render(<RoomForm room={null} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte einen Namen angeben.')).toBeTruthy();
    expect(screen.getByText('Die Kapazität muss eine ganze Zahl von 1 bis 100.000 sein.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});
