import { type CSSProperties, type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isHeldBack, type SeatTapRefusal, seatTapRefusalReason } from '../../../shared/domain/seat-map-rules';
import { type Seat, toggleSeat } from '../../../shared/domain/seats';
import { SeatLegend } from './SeatLegend';
import { GERMAN_SEAT_MAP_TEXTS, type SeatMapTexts } from './seat-map-texts';
import { fromTheBack, moveFocus, type PlacedSeat, placeSeats } from './seat-map-layout';
import { usePinchZoom } from './use-pinch-zoom';

const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

function seatClass(seat: PlacedSeat, chosen: boolean): string {
  const classes = ['seat-map__seat'];
  if (seat.kind) classes.push(`seat-map__seat--${seat.kind}`);
  if (seat.taken) classes.push('seat-map__seat--taken');
  if (isHeldBack(seat)) classes.push('seat-map__seat--held');
  if (chosen) classes.push('seat-map__seat--chosen');
  return classes.join(' ');
}

/**
 * The hall on one screen (issue 46): stage, rows with their letters at both ends, aisles as gaps, a legend.
 * One tab stop: arrow keys move between seats (roving tabindex); taken seats are reachable and say so.
 * Zoomed (the button or two fingers, issue 51) every seat is a 44 px target and the hall scrolls sideways;
 * a tap that changes nothing says why. Its words are German unless the shop passes the visitor's (`texts`).
 */
export function SeatMap(props: {
  seats: readonly Seat[];
  chosen: readonly string[];
  limit: number;
  onChange: (seats: string[]) => void;
  /** 'bottom': the stage behind the last row, so the map shows it below, the last row on top. */
  stage?: 'top' | 'bottom';
  /** What the map says; German (the staff screens') when left out. */
  texts?: SeatMapTexts;
}) {
  const texts = props.texts ?? GERMAN_SEAT_MAP_TEXTS;
  const placed = placeSeats(props.seats);
  const columns = placed.columns;
  const rows = props.stage === 'bottom' ? fromTheBack(placed.rows) : placed.rows;
  const first = rows.flatMap((row) => row.seats).find((seat) => seat.kind !== 'blocked' && !seat.taken) ?? rows[0]?.seats[0];
  const [active, setActive] = useState<string | undefined>(undefined);
  const [zoomed, setZoomed] = useState(false);
  const [refusal, setRefusal] = useState<SeatTapRefusal>();
  const current = active && props.seats.some((seat) => seat.label === active) ? active : (props.chosen[0] ?? first?.label);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const viewport = useRef<HTMLDivElement>(null);
  // Zoomed, the seat between the fingers (else the current one) stays in view.
  const zoom = useCallback(
    (zoomIn: boolean, seat?: string) => {
      flushSync(() => setZoomed(zoomIn));
      const label = seat ?? current;
      if (label) buttons.current.get(label)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    },
    [current],
  );
  usePinchZoom(viewport, zoom);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, label: string) => {
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    const next = moveFocus(rows, label, event.key);
    setActive(next);
    buttons.current.get(next)?.focus();
  };
  const tap = (seat: PlacedSeat) => {
    setActive(seat.label);
    setRefusal(seatTapRefusalReason(props.chosen, seat, props.limit));
    if (!seat.taken) props.onChange(toggleSeat(props.chosen, seat, props.limit));
  };

  const style = { '--seat-columns': columns } as CSSProperties;
  const stage = (
    <div className={`seat-map__stage${props.stage === 'bottom' ? ' seat-map__stage--bottom' : ''}`} aria-hidden="true">
      {texts.stage}
    </div>
  );
  let gridRow = 0;
  return (
    <div className={`seat-map${zoomed ? ' seat-map--zoomed' : ''}`} style={style}>
      <div className="seat-map__tools">
        <button type="button" className="button button--ghost seat-map__zoom" onClick={() => zoom(!zoomed)}>
          {zoomed ? texts.zoomOut : texts.zoomIn}
        </button>
        <span className="seat-map__hint">{zoomed ? texts.hintZoomed : texts.hint}</span>
      </div>
      <p className="seat-map__notice" role="status">
        {refusal && texts.refusal(refusal)}
      </p>
      <div className="seat-map__viewport" ref={viewport}>
        <div className="seat-map__hall">
          {props.stage !== 'bottom' && stage}
          <fieldset className="seat-map__grid">
            <legend className="visually-hidden">{texts.grid(props.stage === 'bottom' ? 'bottom' : 'top')}</legend>
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
                  if (seat.kind === 'blocked')
                    return <span key={seat.label} className="seat-map__seat seat-map__seat--blocked" style={place} aria-hidden="true" />;
                  const chosen = props.chosen.includes(seat.label);
                  return (
                    <button
                      key={seat.label}
                      ref={(element) => {
                        if (element) buttons.current.set(seat.label, element);
                        else buttons.current.delete(seat.label);
                      }}
                      type="button"
                      data-seat={seat.label}
                      className={seatClass(seat, chosen)}
                      style={place}
                      tabIndex={seat.label === current ? 0 : -1}
                      aria-pressed={chosen}
                      aria-disabled={seat.taken || undefined}
                      aria-label={texts.accessibleName(seat, chosen)}
                      onFocus={() => setActive(seat.label)}
                      onKeyDown={(event) => onKeyDown(event, seat.label)}
                      onClick={() => tap(seat)}
                    >
                      {seat.kind === 'wheelchair' ? '♿' : seat.number}
                    </button>
                  );
                }),
                <span
                  key={`r-${row.row}`}
                  className="seat-map__row-letter seat-map__row-letter--end"
                  style={{ gridRow: line, gridColumn: columns + 2 }}
                  aria-hidden="true"
                >
                  {row.row}
                </span>,
              ];
            })}
          </fieldset>
          {props.stage === 'bottom' && stage}
        </div>
      </div>
      <SeatLegend seats={props.seats} texts={texts} />
    </div>
  );
}
