import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { type Seat, seatName, toggleSeat } from '../../../shared/domain/seats';
import { fromTheBack, moveFocus, type PlacedSeat, placeSeats } from './seat-map-layout';

const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

function seatLabel(seat: Seat, chosen: boolean): string {
  const kind = seat.kind === 'wheelchair' ? ', Rollstuhlplatz' : seat.kind === 'companion' ? ', Begleitplatz' : '';
  const state = seat.taken ? ' (belegt)' : chosen ? ' (gewählt)' : '';
  return `${seatName(seat.label)}${kind}${state}`;
}

function seatClass(seat: PlacedSeat, chosen: boolean): string {
  const classes = ['seat-map__seat'];
  if (seat.kind) classes.push(`seat-map__seat--${seat.kind}`);
  if (seat.taken) classes.push('seat-map__seat--taken');
  if (chosen) classes.push('seat-map__seat--chosen');
  return classes.join(' ');
}

/**
 * The hall on one screen (issue 46): stage, rows with their letters at both ends, aisles as gaps, a legend.
 * One tab stop: arrow keys move between seats (roving tabindex); taken seats are reachable and say so.
 */
export function SeatMap(props: {
  seats: readonly Seat[];
  chosen: readonly string[];
  limit: number;
  onChange: (seats: string[]) => void;
  /** 'bottom': the stage behind the last row, so the map shows it below, the last row on top. */
  stage?: 'top' | 'bottom';
}) {
  const placed = placeSeats(props.seats);
  const columns = placed.columns;
  const rows = props.stage === 'bottom' ? fromTheBack(placed.rows) : placed.rows;
  const first = rows.flatMap((row) => row.seats).find((seat) => seat.kind !== 'blocked' && !seat.taken) ?? rows[0]?.seats[0];
  const [active, setActive] = useState<string | undefined>(undefined);
  const current = active && props.seats.some((seat) => seat.label === active) ? active : (props.chosen[0] ?? first?.label);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, label: string) => {
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    const next = moveFocus(rows, label, event.key);
    setActive(next);
    buttons.current.get(next)?.focus();
  };

  const style = { '--seat-columns': columns } as CSSProperties;
  const stage = (
    <div className={`seat-map__stage${props.stage === 'bottom' ? ' seat-map__stage--bottom' : ''}`} aria-hidden="true">
      Bühne
    </div>
  );
  let gridRow = 0;
  return (
    <div className="seat-map" style={style}>
      {props.stage !== 'bottom' && stage}
      <fieldset className="seat-map__grid">
        <legend className="visually-hidden">{`Sitzplan, Bühne ${props.stage === 'bottom' ? 'unten' : 'oben'}. Pfeiltasten wechseln den Platz.`}</legend>
        {rows.map((row) => {
          const heading = row.section ? (
            <p key={`section-${row.row}`} className="seat-map__section" style={{ gridRow: ++gridRow }}>
              {row.section}
            </p>
          ) : null;
          const line = ++gridRow;
          return [
            heading,
            <span key={`l-${row.row}`} className="seat-map__row-letter" style={{ gridRow: line, gridColumn: 1 }} aria-hidden="true">
              {row.row}
            </span>,
            ...row.seats.map((seat) => {
              const place = { gridRow: line, gridColumn: seat.column + 1 };
              if (seat.kind === 'blocked') return <span key={seat.label} className="seat-map__seat seat-map__seat--blocked" style={place} aria-hidden="true" />;
              const chosen = props.chosen.includes(seat.label);
              return (
                <button
                  key={seat.label}
                  ref={(element) => {
                    if (element) buttons.current.set(seat.label, element);
                    else buttons.current.delete(seat.label);
                  }}
                  type="button"
                  className={seatClass(seat, chosen)}
                  style={place}
                  tabIndex={seat.label === current ? 0 : -1}
                  aria-pressed={chosen}
                  aria-disabled={seat.taken || undefined}
                  aria-label={seatLabel(seat, chosen)}
                  onFocus={() => setActive(seat.label)}
                  onKeyDown={(event) => onKeyDown(event, seat.label)}
                  onClick={() => {
                    setActive(seat.label);
                    if (!seat.taken) props.onChange(toggleSeat(props.chosen, seat, props.limit));
                  }}
                >
                  {seat.kind === 'wheelchair' ? '♿' : seat.number}
                </button>
              );
            }),
            <span key={`r-${row.row}`} className="seat-map__row-letter" style={{ gridRow: line, gridColumn: columns + 2 }} aria-hidden="true">
              {row.row}
            </span>,
          ];
        })}
      </fieldset>
      {props.stage === 'bottom' && stage}
      <ul className="seat-map__legend" aria-label="Legende">
        <li>
          <span className="seat-map__swatch" aria-hidden="true" /> frei
        </li>
        <li>
          <span className="seat-map__swatch seat-map__seat--chosen" aria-hidden="true" /> gewählt
        </li>
        <li>
          <span className="seat-map__swatch seat-map__seat--taken" aria-hidden="true" /> belegt
        </li>
        <li>
          <span className="seat-map__swatch seat-map__seat--wheelchair" aria-hidden="true">
            ♿
          </span>{' '}
          Rollstuhlplatz
        </li>
      </ul>
    </div>
  );
}
