import type { Seat } from './seats';

/** Seats "Beste verfügbare Plätze" may suggest: free, and neither a wheelchair space nor its companion seat. */
const open = (seat: Seat) => !seat.taken && seat.kind === undefined;

interface Run {
  seats: Seat[];
  rowIndex: number;
  /** Positions of the run's first seat and of the row's middle, counted in seats. */
  start: number;
  middle: number;
}

/** Every stretch of `n` open seats side by side (no aisle between them), with where it sits. */
function runsOf(seats: readonly Seat[], n: number): Run[] {
  const rows = new Map<string, Seat[]>();
  for (const seat of seats) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat]);
  const runs: Run[] = [];
  [...rows.values()].forEach((row, rowIndex) => {
    const middle = (row.length - 1) / 2;
    for (let start = 0; start + n <= row.length; start++) {
      const stretch = row.slice(start, start + n);
      const together = stretch.every((seat, i) => open(seat) && (i === 0 || (!seat.aisleBefore && seat.number === stretch[i - 1].number + 1)));
      if (together) runs.push({ seats: stretch, rowIndex, start, middle });
    }
  });
  return runs;
}

/**
 * How good a place is: the rows a third of the way back from the stage first, then the middle of the row.
 * A row counts as much as four seats sideways, so a seat in the middle beats one at the edge a row nearer.
 */
function score(run: Run, rowCount: number): number {
  const idealRow = Math.floor((rowCount - 1) / 3);
  const centre = run.start + (run.seats.length - 1) / 2;
  return Math.abs(run.rowIndex - idealRow) * 4 + Math.abs(centre - run.middle);
}

const rowCountOf = (seats: readonly Seat[]) => new Set(seats.map((seat) => seat.row)).size;

/** "Beste verfügbare Plätze": `n` open seats side by side in the best place; null when no row has them. */
export function bestAdjacentSeats(seats: readonly Seat[], n: number): string[] | null {
  if (n < 1) return null;
  const rowCount = rowCountOf(seats);
  let best: { run: Run; score: number } | null = null;
  for (const run of runsOf(seats, n)) {
    const value = score(run, rowCount);
    if (!best || value < best.score) best = { run, score: value };
  }
  return best ? best.run.seats.map((seat) => seat.label) : null;
}

/**
 * `n` seats for the box office: side by side where the plan allows, otherwise the best single seats.
 * Wheelchair spaces and companion seats count here too when nothing else is left. Null when fewer are free.
 */
export function bestSeats(seats: readonly Seat[], n: number): string[] | null {
  const together = bestAdjacentSeats(seats, n);
  if (together) return together;
  const rowCount = rowCountOf(seats);
  const singles = runsOf(seats, 1)
    .sort((a, b) => score(a, rowCount) - score(b, rowCount))
    .map((run) => run.seats[0].label);
  const special = seats.filter((seat) => !seat.taken && seat.kind !== undefined && seat.kind !== 'blocked').map((seat) => seat.label);
  const free = [...singles, ...special];
  return free.length >= n ? free.slice(0, n) : null;
}

/**
 * The seats held back for the box office when its contingent grows: from the back of the hall, the last
 * free seats first, so the best seats stay on sale online. Wheelchair spaces stay with the online sale.
 */
export function seatsToHoldBack(seats: readonly Seat[], n: number): string[] {
  return [...seats]
    .reverse()
    .filter(open)
    .slice(0, Math.max(0, n))
    .map((seat) => seat.label);
}
