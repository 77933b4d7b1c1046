import { useEffect, useMemo, useState } from 'react';
import type { PerformanceDto } from '../../../shared/api/events';
import { bestAdjacentSeats } from '../../../shared/domain/best-seats';
import { freeChoice, seatLostNotice, withTaken } from '../../../shared/domain/seat-clash';
import { seatName } from '../../../shared/domain/seats';
import { SeatMap } from './SeatMap';
import { useLiveSeats } from './use-live-seats';

function chosenText(chosen: readonly string[], needed: number): string {
  const count = `${chosen.length} von ${needed} ${needed === 1 ? 'Platz' : 'Plätzen'} gewählt`;
  return chosen.length ? `${count}: ${chosen.map(seatName).join('; ')}` : count;
}

interface Props {
  eventName: string;
  performance: PerformanceDto;
  needed: number;
  chosen: string[];
  onChange: (seats: string[]) => void;
  onConfirm: () => void;
  /** Seats the server refused at payment (someone else took them): taken on the map, named in the note. */
  lost?: string[];
}

/**
 * Seats of the performance's room on a map; taken seats cannot be picked. One seat per ticket. The map asks
 * for the seats again while it is open; a chosen seat someone else takes meanwhile is let go with a note.
 */
export function SeatStep(props: Props) {
  const { chosen, onChange, lost } = props;
  const [notice, setNotice] = useState<string | undefined>(() => (lost?.length ? seatLostNotice(lost) : undefined));
  const live = useLiveSeats(props.eventName, props.performance.id, props.performance.seats.length > 0);
  const seats = useMemo(() => live ?? withTaken(props.performance.seats, lost ?? []), [live, props.performance.seats, lost]);
  useEffect(() => {
    const choice = freeChoice(chosen, seats);
    if (choice.lost.length === 0) return;
    onChange(choice.kept);
    setNotice(seatLostNotice(choice.lost));
  }, [seats, chosen, onChange]);
  const suggest = () => {
    const best = bestAdjacentSeats(seats, props.needed);
    if (best) props.onChange(best);
    setNotice(best ? undefined : `Es sind keine ${props.needed} Plätze nebeneinander frei. Bitte wähle einzeln.`);
  };
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">Sitzplatz wählen</h2>
      <p aria-live="polite">{chosenText(props.chosen, props.needed)}</p>
      {seats.length === 0 ? (
        <p>Für diesen Termin gibt es keinen Sitzplan.</p>
      ) : (
        <>
          <button type="button" className="button button--ghost seat-step__best" onClick={suggest}>
            Beste verfügbare Plätze
          </button>
          {notice && (
            <p role="status" className="category-notice">
              {notice}
            </p>
          )}
          <SeatMap seats={seats} chosen={props.chosen} limit={props.needed} onChange={props.onChange} stage={props.performance.stage} />
        </>
      )}
      <button type="button" className="button" disabled={seats.length > 0 && props.chosen.length !== props.needed} onClick={props.onConfirm}>
        Auswählen
      </button>
    </section>
  );
}
