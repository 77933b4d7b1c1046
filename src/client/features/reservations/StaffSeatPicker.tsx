import { useState } from 'react';
import type { StaffSeatsResponse } from '../../../shared/api/reservations';
import { bestSeats } from '../../../shared/domain/best-seats';
import { seatName } from '../../../shared/domain/seats';
import { SeatMap } from '../tickets/index';
import '../tickets/tickets.css';

function chosenText(chosen: readonly string[], needed: number): string {
  if (needed === 0) return 'Wähle zuerst die Anzahl der Tickets, dann die Plätze.';
  const count = `${chosen.length} von ${needed} ${needed === 1 ? 'Platz' : 'Plätzen'} gewählt`;
  return chosen.length ? `${count}: ${chosen.map(seatName).join('; ')}` : count;
}

/**
 * The shop's seat map in the staff order form (issue 42 item 2): one seat per ticket. Seats held back for the
 * box office or guests read free here; choosing one takes it from them, which the form says.
 */
export function StaffSeatPicker(props: { map: StaffSeatsResponse; needed: number; chosen: string[]; onChange: (seats: string[]) => void }) {
  const [notice, setNotice] = useState<string>();
  const { seats, held_back: heldBack } = props.map;
  const fromHeldBack = props.chosen.filter((seat) => heldBack.includes(seat));
  const suggest = () => {
    // Side by side where a row allows, else the best single seats (the box office's rule).
    const best = bestSeats(seats, props.needed);
    if (best) props.onChange(best);
    setNotice(best ? undefined : `Es sind keine ${props.needed} Plätze mehr frei.`);
  };
  return (
    <fieldset className="field staff-seat-picker">
      <legend>Plätze</legend>
      <p aria-live="polite">{chosenText(props.chosen, props.needed)}</p>
      <button type="button" className="button button--ghost seat-step__best" onClick={suggest} disabled={props.needed === 0}>
        Beste verfügbare Plätze
      </button>
      {notice && (
        <p role="status" className="staff-order-form__hint">
          {notice}
        </p>
      )}
      <SeatMap seats={seats} chosen={props.chosen} limit={props.needed} onChange={props.onChange} stage={props.map.stage} />
      {heldBack.length > 0 && (
        <p className="staff-order-form__hint">
          {fromHeldBack.length > 0
            ? `Zurückgehalten für die Abendkasse oder Gäste: ${fromHeldBack.map(seatName).join('; ')}. Diese Plätze fehlen dann dort.`
            : `${heldBack.length === 1 ? 'Ein Platz ist' : `${heldBack.length} Plätze sind`} für die Abendkasse oder Gäste zurückgehalten; hier sind sie frei wählbar.`}
        </p>
      )}
    </fieldset>
  );
}
