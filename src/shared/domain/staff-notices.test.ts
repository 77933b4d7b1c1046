import { describe, expect, it } from 'vitest';
import { digestDay, parseRecipients } from './staff-notices';

describe('staff notices of new orders', () => {
  it('reads the configured addresses, one per line or separated by commas', () => {
    expect(parseRecipients('kasse@schule.de, Leitung@Schule.de\nkasse@schule.de; kein-mail')).toEqual({
      addresses: ['kasse@schule.de', 'leitung@schule.de'],
      invalid: ['kein-mail'],
    });
    expect(parseRecipients('')).toEqual({ addresses: [], invalid: [] });
  });

  it('summarises yesterday (Berlin) from 07:00 on, across the summer-time change', () => {
    expect(digestDay(new Date('2026-11-26T05:59:00Z'))).toBeNull();
    expect(digestDay(new Date('2026-11-26T06:00:00Z'))).toEqual({
      day: '2026-11-25',
      from: new Date('2026-11-24T23:00:00Z'),
      until: new Date('2026-11-25T23:00:00Z'),
    });
    // 29 March 2026: clocks go forward; the day has 23 hours.
    expect(digestDay(new Date('2026-03-30T05:00:00Z'))).toEqual({
      day: '2026-03-29',
      from: new Date('2026-03-28T23:00:00Z'),
      until: new Date('2026-03-29T22:00:00Z'),
    });
  });
});
