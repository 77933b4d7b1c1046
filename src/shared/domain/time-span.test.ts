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
  });
});
