import type { PerformanceDto } from '../../../shared/api/events';
import { seatRows, toggleSeat } from '../../../shared/domain/seats';

/** Seats of the performance's room; taken seats cannot be picked. One seat per ticket. */
export function SeatStep(props: { performance: PerformanceDto; needed: number; chosen: string[]; onChange: (seats: string[]) => void; onConfirm: () => void }) {
  const rows = seatRows(props.performance.seats);
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">Sitzplatz wählen</h2>
      <p aria-live="polite">
        {props.chosen.length} von {props.needed} Plätzen gewählt{props.chosen.length ? `: ${props.chosen.join(', ')}` : ''}
      </p>
      {rows.length === 0 && <p>Für diesen Termin gibt es keinen Sitzplan.</p>}
      <div className="seat-map">
        {rows.map((row) => (
          <fieldset key={row.row} className="seat-map__row">
            <legend className="visually-hidden">Reihe {row.row}</legend>
            {row.seats.map((seat) => (
              <button
                key={seat.label}
                type="button"
                className="seat"
                aria-pressed={props.chosen.includes(seat.label)}
                aria-label={seat.taken ? `${seat.label} (belegt)` : seat.label}
                disabled={seat.taken}
                onClick={() => props.onChange(toggleSeat(props.chosen, seat, props.needed))}
              >
                {seat.label}
              </button>
            ))}
          </fieldset>
        ))}
      </div>
      <button type="button" className="button" disabled={rows.length > 0 && props.chosen.length !== props.needed} onClick={props.onConfirm}>
        Auswählen
      </button>
    </section>
  );
}
