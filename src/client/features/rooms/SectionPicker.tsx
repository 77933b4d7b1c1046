import { type KeyboardEvent, useState } from 'react';
import { setSection } from '../../../shared/domain/seat-layout';
import type { SeatRowPlan } from '../../../shared/domain/seats';

/**
 * Names the section (Parkett, Empore …) of a range of rows (issue 46). An empty name takes the rows out of
 * any section. Enter in the name field applies it instead of saving the whole room.
 */
export function SectionPicker(props: { plan: SeatRowPlan[]; onChange: (plan: SeatRowPlan[]) => void }) {
  const letters = props.plan.map((row) => row.row);
  const [from, setFrom] = useState(letters[0] ?? 'A');
  const [to, setTo] = useState(letters.at(-1) ?? 'A');
  const [name, setName] = useState('');
  // Rows may have gone since the choice was made; fall back to the first and last row.
  const start = letters.includes(from) ? from : (letters[0] ?? 'A');
  const end = letters.includes(to) ? to : (letters.at(-1) ?? 'A');
  const apply = () => props.onChange(setSection(props.plan, start, end, name));
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const select = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {letters.map((letter) => (
          <option key={letter} value={letter}>
            {letter}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="seat-editor__sections">
      <legend>Bereich (Parkett, Empore …)</legend>
      {select('section-from', 'Von Reihe', start, setFrom)}
      {select('section-to', 'Bis Reihe', end, setTo)}
      <div className="field">
        <label htmlFor="section-name">Name des Bereichs</label>
        <input id="section-name" value={name} maxLength={40} onChange={(event) => setName(event.target.value)} onKeyDown={enter} />
      </div>
      <button type="button" className="button button--ghost" onClick={apply}>
        Bereich zuweisen
      </button>
    </fieldset>
  );
}
