import { useState } from 'react';
import type { StageSide } from '../../../shared/api/rooms';
import { addRow, addSeat, markSeat, removeRow, removeSeat, type SeatMark, sectionGroups } from '../../../shared/domain/seat-layout';
import { type SeatRowPlan, seatKind, seatName, rowNumbers, sellableSeatCount } from '../../../shared/domain/seats';
import { SeatPlanLegend } from './SeatPlanLegend';
import { SectionPicker } from './SectionPicker';

const MARKS: Array<{ mark: SeatMark; label: string }> = [
  { mark: 'seat', label: 'Normaler Platz' },
  { mark: 'wheelchair', label: 'Rollstuhlplatz' },
  { mark: 'companion', label: 'Begleitplatz' },
  { mark: 'blocked', label: 'Gesperrt' },
  { mark: 'aisle', label: 'Gang danach' },
];

const KIND_NAMES = { seat: '', wheelchair: ', Rollstuhlplatz', companion: ', Begleitplatz', blocked: ', gesperrt' } as const;

/**
 * The room's seat plan to click on (issue 46): pick what a click makes of a seat, then click seats; each row
 * grows or shrinks at its end, rows come and go, and rows stand under their section. The capacity (every
 * seat but the blocked ones) follows at once.
 */
export function SeatPlanEditor(props: { plan: SeatRowPlan[]; stage: StageSide; onChange: (plan: SeatRowPlan[]) => void; onStage: (stage: StageSide) => void }) {
  const [mark, setMark] = useState<SeatMark>('wheelchair');
  const rows = props.stage === 'bottom' ? [...props.plan].reverse() : props.plan;
  const stage = <p className="seat-editor__stage">Bühne</p>;
  const last = props.plan.at(-1);
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
      <SectionPicker plan={props.plan} onChange={props.onChange} />
      <SeatPlanLegend />
      {props.stage === 'top' && stage}
      <div className="seat-editor__rows">
        {sectionGroups(rows).map((group) => (
          <div key={`${group.section}-${group.rows[0].row}`} className="seat-editor__group">
            {group.section && <h3 className="seat-editor__section">{group.section}</h3>}
            {group.rows.map((row) => (
              <div key={row.row} className="seat-editor__row">
                <span className="seat-plan__label">{row.row}</span>
                <span className="seat-editor__tools">
                  <button
                    type="button"
                    className="seat-editor__tool"
                    aria-label={`Reihe ${row.row}: einen Platz weniger (${row.seats} Plätze)`}
                    disabled={row.seats <= 1}
                    onClick={() => props.onChange(removeSeat(props.plan, row.row))}
                  >
                    −
                  </button>
                  <button
                    type="button"
                    className="seat-editor__tool"
                    aria-label={`Reihe ${row.row}: einen Platz mehr (${row.seats} Plätze)`}
                    disabled={row.seats >= 100}
                    onClick={() => props.onChange(addSeat(props.plan, row.row))}
                  >
                    +
                  </button>
                </span>
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
        ))}
      </div>
      {props.stage === 'bottom' && stage}
      <p className="button-row">
        <button type="button" className="button button--ghost" disabled={props.plan.length >= 26} onClick={() => props.onChange(addRow(props.plan))}>
          Reihe hinzufügen
        </button>
        {last && (
          <button
            type="button"
            className="button button--ghost"
            disabled={props.plan.length <= 1}
            onClick={() => props.onChange(removeRow(props.plan, last.row))}
          >
            {`Reihe ${last.row} entfernen`}
          </button>
        )}
      </p>
    </div>
  );
}
