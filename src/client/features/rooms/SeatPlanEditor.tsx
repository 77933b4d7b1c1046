import { useState } from 'react';
import type { StageSide } from '../../../shared/api/rooms';
import { markSeat, type SeatMark } from '../../../shared/domain/seat-layout';
import { type SeatRowPlan, seatKind, seatName, rowNumbers, sellableSeatCount } from '../../../shared/domain/seats';

const MARKS: Array<{ mark: SeatMark; label: string }> = [
  { mark: 'seat', label: 'Normaler Platz' },
  { mark: 'wheelchair', label: 'Rollstuhlplatz' },
  { mark: 'companion', label: 'Begleitplatz' },
  { mark: 'blocked', label: 'Gesperrt' },
  { mark: 'aisle', label: 'Gang danach' },
];

const KIND_NAMES = { seat: '', wheelchair: ', Rollstuhlplatz', companion: ', Begleitplatz', blocked: ', gesperrt' } as const;

/**
 * The room's seat plan to click on (issue 46): pick what a click makes of a seat, then click seats. The
 * capacity (every seat but the blocked ones) follows at once.
 */
export function SeatPlanEditor(props: { plan: SeatRowPlan[]; stage: StageSide; onChange: (plan: SeatRowPlan[]) => void; onStage: (stage: StageSide) => void }) {
  const [mark, setMark] = useState<SeatMark>('wheelchair');
  const rows = props.stage === 'bottom' ? [...props.plan].reverse() : props.plan;
  const stage = <p className="seat-editor__stage">Bühne</p>;
  return (
    <div className="seat-editor">
      <p className="room-form__capacity" aria-live="polite">
        Kapazität: {sellableSeatCount(props.plan)} Sitzplätze
      </p>
      <fieldset className="seat-editor__marks">
        <legend>Ein Klick auf einen Platz macht ihn zum …</legend>
        {MARKS.map((option) => (
          <label key={option.mark}>
            <input type="radio" name="seat-mark" value={option.mark} checked={mark === option.mark} onChange={() => setMark(option.mark)} /> {option.label}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="room-stage">Bühne</label>
        <select id="room-stage" value={props.stage} onChange={(event) => props.onStage(event.target.value as StageSide)}>
          <option value="top">oben (vor Reihe A)</option>
          <option value="bottom">unten (hinter der letzten Reihe)</option>
        </select>
      </div>
      {props.stage === 'top' && stage}
      <div className="seat-editor__rows">
        {rows.map((row) => (
          <div key={row.row} className="seat-editor__row">
            <span className="seat-plan__label">{row.row}</span>
            {rowNumbers(row).map((number) => {
              const kind = seatKind(row, number);
              const aisle = row.aisles?.includes(number);
              return (
                <button
                  key={number}
                  type="button"
                  className={`seat-editor__seat seat-editor__seat--${kind}${aisle ? ' seat-editor__seat--aisle' : ''}`}
                  aria-label={`${seatName(`${row.row}${number}`)}${KIND_NAMES[kind]}${aisle ? ', Gang danach' : ''}`}
                  onClick={() => props.onChange(markSeat(props.plan, row.row, number, mark))}
                >
                  {kind === 'wheelchair' ? '♿' : kind === 'blocked' ? '×' : number}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {props.stage === 'bottom' && stage}
    </div>
  );
}
