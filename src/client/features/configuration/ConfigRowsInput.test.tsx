import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfigValue } from '../../../shared/domain/shop-config';
import { CONFIG_FIELDS, type ConfigField } from '../../../shared/domain/shop-config-fields';
import type { ConfigValue } from '../../../shared/domain/shop-config';
import { ConfigFieldInput } from './ConfigFieldInput';

afterEach(cleanup);

/** The field as the configuration page draws it; `seen` gets every value the form would save. */
function Harness({ field, initial, seen }: { field: ConfigField; initial: ConfigValue; seen: ConfigValue[] }) {
  const [value, setValue] = useState<ConfigValue>(initial);
  return (
    <ConfigFieldInput
      field={field}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      onFile={() => {}}
    />
  );
}

function renderField(key: string, initial: ConfigValue, seen: ConfigValue[]) {
  const field = CONFIG_FIELDS.get(key);
  if (!field) throw new Error(key);
  render(<Harness field={field} initial={initial} seen={seen} />);
  return field;
}

describe('list settings as rows (issue 33 point 9)', () => {
  it('edits tax rules per country with a country code and a number, saved as the stored list', () => {
    const seen: ConfigValue[] = [];
    const field = renderField('tax_rules', [{ country: 'CH', rate: 8.1 }], seen);
    expect(screen.queryByRole('textbox', { name: /JSON/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Steuerregeln pro Land' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Land hinzufügen' }));
    const countries = screen.getAllByLabelText('Ländercode');
    const rates = screen.getAllByLabelText('Steuersatz (%)');
    expect(countries).toHaveLength(2);
    fireEvent.change(countries[1], { target: { value: 'at' } });
    fireEvent.change(rates[1], { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zeile 1 entfernen' }));
    const saved = seen.at(-1);
    expect(saved).toEqual([{ country: 'AT', rate: 20 }]);
    expect(checkConfigValue(field, saved)).toEqual({ ok: true, value: [{ country: 'AT', rate: 20 }] });
  });

  it('edits blackout periods with two date inputs and removes them again', () => {
    const seen: ConfigValue[] = [];
    const field = renderField('event_blackout_periods', [], seen);
    expect(screen.getByText('Keine Sperrzeiträume.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zeitraum hinzufügen' }));
    const first = screen.getByLabelText('Erster Tag') as HTMLInputElement;
    const last = screen.getByLabelText('Letzter Tag') as HTMLInputElement;
    expect([first.type, last.type]).toEqual(['date', 'date']);
    fireEvent.change(first, { target: { value: '2026-12-20' } });
    fireEvent.change(last, { target: { value: '2027-01-06' } });
    expect(seen.at(-1)).toEqual([{ start: '2026-12-20', end: '2027-01-06' }]);
    expect(checkConfigValue(field, seen.at(-1)).ok).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zeile 1 entfernen' }));
    expect(seen.at(-1)).toEqual([]);
  });

  it('leaves an emptied rate empty, so the server names the row instead of storing 0', () => {
    const seen: ConfigValue[] = [];
    const field = renderField('tax_rules', [{ country: 'AT', rate: 20 }], seen);
    fireEvent.change(screen.getByLabelText('Steuersatz (%)'), { target: { value: '' } });
    expect(checkConfigValue(field, seen.at(-1))).toMatchObject({ ok: false, error: expect.stringContaining('Zeile 1') });
  });
});
