import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seatsOfRoom } from '../../../shared/domain/seats';
import { SeatMap } from './SeatMap';

afterEach(cleanup);

describe('the shop’s seat map and the sections the room editor names (issue 46 item 2)', () => {
  const plan = [
    { row: 'A', seats: 4, section: 'Parkett' },
    { row: 'B', seats: 4, section: 'Parkett' },
    { row: 'C', seats: 2, section: 'Empore' },
  ];

  it('names each section once, where its first row begins, rows of their own length included', () => {
    const { container } = render(<SeatMap seats={seatsOfRoom(plan)} chosen={[]} limit={2} onChange={() => {}} />);
    expect([...container.querySelectorAll('.seat-map__section')].map((heading) => heading.textContent)).toEqual(['Parkett', 'Empore']);
    expect(screen.getByRole('button', { name: 'Reihe C, Platz 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reihe C, Platz 3' })).toBeNull();
  });

  it('names them where they begin when the stage is at the bottom', () => {
    const { container } = render(<SeatMap seats={seatsOfRoom(plan)} chosen={[]} limit={2} onChange={() => {}} stage="bottom" />);
    expect([...container.querySelectorAll('.seat-map__section')].map((heading) => heading.textContent)).toEqual(['Empore', 'Parkett']);
  });
});
