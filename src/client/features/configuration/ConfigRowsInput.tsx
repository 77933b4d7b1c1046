import type { JsonShape } from '../../../shared/domain/shop-config-fields';
import type { ConfigValue } from '../../../shared/domain/shop-config';

type Row = Record<string, string | number>;
interface Column {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date';
}

/** The inputs of one row per shape; the stored list keeps exactly these keys (shop-config.ts checks them). */
const COLUMNS: Record<JsonShape, { columns: Column[]; blank: Row; add: string; none: string }> = {
  'tax-rules': {
    columns: [
      { name: 'country', label: 'Ländercode', type: 'text' },
      { name: 'rate', label: 'Steuersatz (%)', type: 'number' },
    ],
    blank: { country: '', rate: 19 },
    add: 'Land hinzufügen',
    none: 'Keine Regeln: Es gilt der Standard-Steuersatz.',
  },
  'blackout-periods': {
    columns: [
      { name: 'start', label: 'Erster Tag', type: 'date' },
      { name: 'end', label: 'Letzter Tag', type: 'date' },
    ],
    blank: { start: '', end: '' },
    add: 'Zeitraum hinzufügen',
    none: 'Keine Sperrzeiträume.',
  },
};

interface Props {
  id: string;
  label: string;
  shape: JsonShape;
  value: ConfigValue;
  described?: string;
  invalid: boolean;
  onChange: (value: ConfigValue) => void;
}

/** A list setting (tax rules per country, blackout periods) as rows of inputs with add and remove, instead of raw JSON. */
export function ConfigRowsInput({ id, label, shape, value, described, invalid, onChange }: Props) {
  const { columns, blank, add, none } = COLUMNS[shape];
  const rows = Array.isArray(value) ? (value as Row[]) : [];
  const change = (index: number, name: string, raw: string, type: Column['type']) => {
    // An emptied number stays '' so the server names the row instead of silently storing 0.
    const cell = type === 'number' ? (raw === '' ? '' : Number(raw)) : type === 'text' ? raw.toUpperCase() : raw;
    onChange(rows.map((row, at) => (at === index ? { ...row, [name]: cell } : row)));
  };
  return (
    <fieldset id={id} className="config-rows" aria-describedby={described} aria-invalid={invalid}>
      <legend>{label}</legend>
      {rows.length === 0 && <p className="config-file">{none}</p>}
      {rows.map((row, index) => (
        // Rows have no identity of their own; the position is what the stored list has too.
        <div key={index} className="config-row">
          {columns.map((column) => (
            <label key={column.name}>
              {column.label}
              <input
                type={column.type}
                value={String(row[column.name] ?? '')}
                {...(column.type === 'text' ? { maxLength: 2, size: 3, autoCapitalize: 'characters' } : {})}
                {...(column.type === 'number' ? { min: 0, max: 100, step: 0.01 } : {})}
                onChange={(event) => change(index, column.name, event.target.value, column.type)}
              />
            </label>
          ))}
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`Zeile ${index + 1} entfernen`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            Entfernen
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost button--small" onClick={() => onChange([...rows, { ...blank }])}>
        {add}
      </button>
    </fieldset>
  );
}
