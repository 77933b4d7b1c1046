import { describe, expect, it } from 'vitest';
import { countdownFor, countdownLine, eventCountdown, premiereCountdown } from './countdown';

const now = new Date('2025-07-01T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('premiere countdown (spec §4)', () => {
  it('counts whole days, rounded up', () => {
    expect(premiereCountdown(inHours(24 * 6 + 1), now)).toBe('7 Tage bis zur Premiere!');
    expect(premiereCountdown(inHours(25), now)).toBe('2 Tage bis zur Premiere!');
  });

  it('says one day in the singular', () => {
    expect(premiereCountdown(inHours(24), now)).toBe('1 Tag bis zur Premiere!');
    expect(premiereCountdown(inHours(1), now)).toBe('1 Tag bis zur Premiere!');
  });

  it('says the premiere is over once it has begun', () => {
    expect(premiereCountdown(now, now)).toBe('Die Premiere hat bereits stattgefunden.');
    expect(premiereCountdown(inHours(-50), now)).toBe('Die Premiere hat bereits stattgefunden.');
  });

  it('is unknown without a date', () => {
    expect(premiereCountdown(null, now)).toBeUndefined();
    expect(premiereCountdown('kein Datum', now)).toBeUndefined();
  });
});

describe('the line above the buy button (issue 15 item 6)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('names the next performance on sale once the premiere is over', () => {
    expect(eventCountdown('2026-02-20T18:00:00Z', ['2026-03-10T18:00:00Z', '2026-03-05T18:00:00Z'], now)).toBe(
      'Nächste Vorstellung: Donnerstag, 5. März 2026, 19:00 Uhr',
    );
  });
  it('keeps the spec texts before the premiere and when nothing is left on sale', () => {
    expect(eventCountdown('2026-03-05T18:00:00Z', ['2026-03-05T18:00:00Z'], now)).toBe('5 Tage bis zur Premiere!');
    expect(eventCountdown('2026-02-20T18:00:00Z', [], now)).toBe('Die Premiere hat bereits stattgefunden.');
  });
  it('never names a performance that has begun as the next one', () => {
    expect(eventCountdown('2026-02-20T18:00:00Z', ['2026-02-20T18:00:00Z', now, '2026-03-05T18:00:00Z'], now)).toBe(
      'Nächste Vorstellung: Donnerstag, 5. März 2026, 19:00 Uhr',
    );
    expect(eventCountdown('2026-02-20T18:00:00Z', ['2026-02-20T18:00:00Z', now], now)).toBe('Die Premiere hat bereits stattgefunden.');
  });
});

describe('a countdown that fits the event (issue 32 item 1)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('counts to the first date of a concert without calling it a premiere', () => {
    expect(countdownFor('first', '2026-03-06T11:00:00Z', ['2026-03-06T11:00:00Z'], now)).toBe('Noch 5 Tage bis zum ersten Termin!');
    expect(countdownFor('first', '2026-03-02T11:00:00Z', [], now)).toBe('Noch 1 Tag bis zum ersten Termin!');
    expect(countdownFor('first', '2026-02-20T17:00:00Z', ['2026-03-08T14:00:00Z'], now)).toBe('Nächster Termin: Sonntag, 8. März 2026, 15:00 Uhr');
    expect(countdownFor('first', '2026-02-20T17:00:00Z', [], now)).toBeUndefined();
  });
  it('names the soonest date still ahead once the first date is over, whatever order the dates come in', () => {
    const onSale = ['2026-03-10T18:00:00Z', '2026-02-20T17:00:00Z', now, '2026-03-08T14:00:00Z'];
    expect(countdownFor('first', '2026-02-20T17:00:00Z', onSale, now)).toBe('Nächster Termin: Sonntag, 8. März 2026, 15:00 Uhr');
    expect(countdownFor('first', '2026-02-20T17:00:00Z', ['2026-02-20T17:00:00Z', now], now)).toBeUndefined();
  });
  it('shows nothing for the first date when the event has no valid first date', () => {
    expect(countdownFor('first', 'kein Datum', ['2026-03-08T14:00:00Z'], now)).toBeUndefined();
    expect(countdownFor('first', null, ['2026-03-08T14:00:00Z'], now)).toBeUndefined();
  });
  it('shows none when the event chose none, and the spec texts for a premiere', () => {
    expect(countdownFor('none', '2026-03-06T17:00:00Z', [], now)).toBeUndefined();
    expect(countdownFor('premiere', '2026-03-06T11:00:00Z', [], now)).toBe('5 Tage bis zur Premiere!');
  });
});

describe('the countdown line for the catalogs (issue 53)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('gives the key and the days or date that each language words itself', () => {
    expect(countdownLine('premiere', '2026-03-06T11:00:00Z', [], now)).toEqual({ key: 'countdown.premiereDays', days: 5 });
    expect(countdownLine('first', '2026-03-02T11:00:00Z', [], now)).toEqual({ key: 'countdown.firstDays', days: 1 });
    expect(countdownLine('premiere', '2026-02-20T18:00:00Z', ['2026-03-05T18:00:00Z'], now)).toEqual({
      key: 'countdown.nextShow',
      at: new Date('2026-03-05T18:00:00Z'),
    });
    expect(countdownLine('premiere', '2026-02-20T18:00:00Z', [], now)).toEqual({ key: 'countdown.premierePast' });
    expect(countdownLine('first', '2026-02-20T18:00:00Z', ['2026-03-08T14:00:00Z'], now)).toEqual({
      key: 'countdown.nextDate',
      at: new Date('2026-03-08T14:00:00Z'),
    });
    expect(countdownLine('none', '2026-03-06T11:00:00Z', [], now)).toBeUndefined();
  });
});
