import { useEffect, useState } from 'react';
import type { DoorSeatsResponse } from '../../../shared/api/checkin';
import { chooseDoorSeats } from '../../../shared/domain/door-stock';
import { seatName } from '../../../shared/domain/seats';
import { ApiError } from '../../lib/api-client';
import { SeatMap } from '../tickets/index';
import { fetchDoorSeats } from './kiosk-api';
import '../tickets/tickets.css';

function chosenText(chosen: readonly string[], needed: number): string {
  if (needed === 0) return 'Wähle zuerst die Anzahl der Tickets, dann die Plätze.';
  if (chosen.length === 0) return 'Ohne Auswahl wählt der Shop die besten Plätze, die eigenen der Abendkasse zuerst.';
  return `${chosen.length} von ${needed} ${needed === 1 ? 'Platz' : 'Plätzen'} gewählt: ${chosen.map(seatName).join('; ')}`;
}

/**
 * The shop's seat map at the box office (issue 51 item 3): the box office's own seats and every free seat can
 * be picked, one per ticket. It needs the server (the plan is read fresh); offline the sale goes without seats.
 * `version` changes after each sale, so the plan is read again.
 */
export function DoorSeatPicker(props: { performanceId: number; needed: number; chosen: string[]; onChange: (seats: string[]) => void; version: number }) {
  const [map, setMap] = useState<DoorSeatsResponse | null>(null);
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh plan after a sale.
  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchDoorSeats(props.performanceId).then(
      (answer) => {
        if (!live) return;
        setMap(answer);
        setError(undefined);
      },
      (failure) => {
        if (live) setError(failure instanceof ApiError && !failure.offline ? failure.message : 'Der Sitzplan braucht eine Verbindung zum Server.');
      },
    );
    return () => {
      live = false;
    };
  }, [open, props.performanceId, props.version]);

  if (!open) {
    return (
      <button type="button" className="kiosk-button kiosk-button--ghost" onClick={() => setOpen(true)}>
        Plätze auf dem Sitzplan wählen
      </button>
    );
  }
  const held = new Set(map?.held_back ?? []);
  const best = () => {
    if (!map) return;
    // Staff asked for it: the own seats first, then the best free ones, also before doors-open.
    const choice = chooseDoorSeats(
      map.seats.map((seat) => (held.has(seat.label) ? { ...seat, taken: true } : seat)),
      held,
      props.needed,
      true,
    );
    if (choice) props.onChange([...choice.held, ...choice.fromOnline]);
    setError(choice ? undefined : `Es sind keine ${props.needed} Plätze mehr frei.`);
  };
  return (
    <fieldset className="kiosk-seat-picker">
      <legend>Plätze</legend>
      <p aria-live="polite">{chosenText(props.chosen, props.needed)}</p>
      <div className="kiosk-seat-picker__actions">
        <button type="button" className="kiosk-button kiosk-button--ghost" onClick={best} disabled={!map || props.needed === 0}>
          Beste verfügbare Plätze
        </button>
        {props.chosen.length > 0 && (
          <button type="button" className="kiosk-button kiosk-button--ghost" onClick={() => props.onChange([])}>
            Auswahl aufheben
          </button>
        )}
      </div>
      {error && (
        <p className="kiosk-message kiosk-message--error" role="alert">
          {error}
        </p>
      )}
      {!map && !error && <p>Sitzplan wird geladen …</p>}
      {map && <SeatMap seats={map.seats} chosen={props.chosen} limit={props.needed} onChange={props.onChange} stage={map.stage} />}
      {map && held.size > 0 && <p className="kiosk-seat-picker__hint">Zurückgehalten für die Abendkasse: {[...held].map(seatName).join('; ')}.</p>}
    </fieldset>
  );
}
