import { describe, expect, it } from 'vitest';
import { spanEdge } from './time-span';

describe('time span of a filter', () => {
  it('reads a day as Berlin midnight and, as the end, includes the whole day', () => {
    expect(spanEdge('2026-11-26', 'from')?.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(spanEdge('2026-11-26', 'to')?.toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });
  it('reads a wall-clock time in Berlin, the end including its minute', () => {
    expect(spanEdge('2026-07-01T18:30', 'from')?.toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(spanEdge('2026-07-01T18:30', 'to')?.toISOString()).toBe('2026-07-01T16:31:00.000Z');
  });
  it('gives nothing for no text or an impossible date', () => {
    expect(spanEdge(undefined, 'from')).toBeUndefined();
    expect(spanEdge('2026-13-45', 'from')).toBeUndefined();
    expect(spanEdge('', 'to')).toBeUndefined();
    expect(spanEdge('gestern', 'from')).toBeUndefined();
    expect(spanEdge('2026-02-30T18:30', 'from')).toBeUndefined();
  });
  it('reads a day or a wall-clock time only as the whole text, not inside other text', () => {
    expect(spanEdge('x2026-11-26', 'from')).toBeUndefined();
    expect(spanEdge('x2026-07-01T18:30', 'from')).toBeUndefined();
  });
  it('reads an instant with its zone as that instant, at either end', () => {
    expect(spanEdge('2026-07-01T18:30Z', 'from')?.toISOString()).toBe('2026-07-01T18:30:00.000Z');
    expect(spanEdge('2026-07-01T18:30:00+02:00', 'to')?.toISOString()).toBe('2026-07-01T16:30:00.000Z');
  });
});
