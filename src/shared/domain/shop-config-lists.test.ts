import { describe, expect, it } from 'vitest';
import { checkConfigValue } from './shop-config';
import { CONFIG_FIELDS } from './shop-config-fields';

/** The error for `raw`, or the stored value when it passes. */
const check = (key: string, raw: unknown) => {
  const field = CONFIG_FIELDS.get(key);
  if (!field) throw new Error(key);
  const checked = checkConfigValue(field, raw);
  return checked.ok ? { value: checked.value } : { error: checked.error };
};

describe('tax rules (one rate per country)', () => {
  it('takes two-letter country codes with rates from 0 to 100, one row per country', () => {
    const rules = [
      { country: 'AT', rate: 0 },
      { country: 'CH', rate: 100 },
    ];
    expect(check('tax_rules', rules)).toEqual({ value: rules });
  });

  it('says which row is wrong and why', () => {
    const rule = (row: unknown) => check('tax_rules', [{ country: 'AT', rate: 20 }, row]);
    const error = (reason: string) => ({ error: `Steuerregeln pro Land: Zeile 2: ${reason}` });
    for (const row of [null, 'AT', ['AT', 20]]) expect(rule(row)).toEqual(error('Jeder Eintrag muss ein Objekt sein.'));
    for (const country of ['AUT', 'at', ['CH'], undefined]) {
      expect(rule({ country, rate: 20 })).toEqual(error('Der Ländercode besteht aus zwei Buchstaben (z. B. AT).'));
    }
    for (const rate of [-0.5, 100.5, '20', undefined])
      expect(rule({ country: 'CH', rate })).toEqual(error('Der Steuersatz muss eine Zahl von 0 bis 100 sein.'));
    expect(rule({ country: 'CH', rate: 8, note: 'x' })).toEqual(error('Nur country und rate sind erlaubt.'));
  });

  it('wants a list', () => {
    expect(check('tax_rules', { country: 'AT', rate: 20 })).toEqual({ error: 'Steuerregeln pro Land: Bitte eine Liste angeben.' });
    expect(check('tax_rules', 'AT')).toEqual({ error: 'Steuerregeln pro Land: Bitte eine Liste angeben.' });
  });
});

describe('blackout periods', () => {
  const period = (start: unknown, end: unknown) => ({ start, end });

  it('takes periods of whole days, a single day too, and several of them', () => {
    const periods = [period('2025-12-20', '2026-01-06'), period('2026-04-03', '2026-04-03')];
    expect(check('event_blackout_periods', periods)).toEqual({ value: periods });
  });

  it('takes at most 100 periods', () => {
    const many = (count: number) => Array.from({ length: count }, () => period('2026-08-01', '2026-08-31'));
    expect(check('event_blackout_periods', many(100))).toEqual({ value: many(100) });
    expect(check('event_blackout_periods', many(101))).toEqual({ error: 'Sperrzeiträume: Höchstens 100 Einträge.' });
  });

  it('says which row is wrong and why', () => {
    const rows = (row: unknown) => check('event_blackout_periods', [period('2025-12-20', '2026-01-06'), row]);
    const error = (reason: string) => ({ error: `Sperrzeiträume: Zeile 2: ${reason}` });
    for (const start of [undefined, '2026-13-45', '2026-04-03T00:00:00Z', ['2026-04-03']]) {
      expect(rows(period(start, '2026-04-10'))).toEqual(error('Bitte den ersten Tag als Datum angeben.'));
    }
    for (const end of [undefined, '2026-13-45', '2026-04-10T00:00:00Z', ['2026-04-10']]) {
      expect(rows(period('2026-04-03', end))).toEqual(error('Bitte den letzten Tag als Datum angeben.'));
    }
    expect(rows(period('2026-04-10', '2026-04-03'))).toEqual(error('Der letzte Tag darf nicht vor dem ersten liegen.'));
    expect(rows({ ...period('2026-04-03', '2026-04-10'), title: 'Ostern' })).toEqual(error('Nur start und end sind erlaubt.'));
  });
});
