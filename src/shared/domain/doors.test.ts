import { describe, expect, it } from 'vitest';
import { doorsSchedule, doorsText } from './doors';

const saturday = { starts_at: '2026-04-11T18:00:00Z', doors_at: '2026-04-11T15:30:00Z', past: false };
const sunday = { starts_at: '2026-04-12T14:00:00Z', doors_at: '2026-04-12T13:30:00Z', past: false };

describe('door time per performance (issue 32 item 1)', () => {
  it('names each date when the door times differ', () => {
    expect(doorsText([sunday, saturday])).toBe('11.04.2026 ab 17:30 Uhr · 12.04.2026 ab 15:30 Uhr');
  });
  it('says one time when every coming performance shares it', () => {
    const later = { ...saturday, starts_at: '2026-04-18T18:00:00Z', doors_at: '2026-04-18T15:30:00Z' };
    expect(doorsText([saturday, later])).toBe('ab 17:30 Uhr');
  });
  it('leaves out past performances and those without a door time', () => {
    expect(doorsText([{ ...saturday, past: true }, sunday, { ...saturday, doors_at: null }])).toBe('ab 15:30 Uhr');
    expect(doorsText([])).toBe('');
  });
});

describe('door times for the catalogs (issue 53)', () => {
  it('gives one time for all, or each date with its own', () => {
    const later = { ...saturday, starts_at: '2026-04-18T18:00:00Z', doors_at: '2026-04-18T15:30:00Z' };
    expect(doorsSchedule([later, saturday])).toEqual({ kind: 'one', doors: saturday.doors_at });
    expect(doorsSchedule([sunday, saturday])).toEqual({
      kind: 'each',
      dates: [
        { starts: saturday.starts_at, doors: saturday.doors_at },
        { starts: sunday.starts_at, doors: sunday.doors_at },
      ],
    });
    expect(doorsSchedule([{ ...saturday, past: true }])).toBeUndefined();
  });
});
