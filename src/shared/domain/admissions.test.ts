import { describe, expect, it } from 'vitest';
import { readAdmissions, type StoredScan } from './admissions';

const scan = (id: number, deviceId: string, second: number, verdict: StoredScan['verdict'] = 'valid', ticketId = 10): StoredScan => ({
  id,
  ticketId,
  deviceId,
  verdict,
  scannedAt: new Date(Date.UTC(2026, 10, 28, 18, 0, second)),
});

describe('which scan admitted a ticket (issue 8)', () => {
  it('takes the earliest valid scan, whatever order the scans arrived in', () => {
    const reading = readAdmissions([scan(1, 'a', 30), scan(2, 'b', 10), scan(3, 'c', 20)]);
    expect([...reading.admitted]).toEqual([2]);
    expect([...reading.duplicates].sort()).toEqual([1, 3]);
  });

  it('breaks a tie in time by the lower scan id, never by a later scan with a lower id', () => {
    expect([...readAdmissions([scan(1, 'a', 10), scan(2, 'b', 10)]).admitted]).toEqual([1]);
    expect([...readAdmissions([scan(2, 'b', 10), scan(1, 'a', 10)]).admitted]).toEqual([1]);
    expect([...readAdmissions([scan(5, 'a', 10), scan(3, 'b', 11)]).admitted]).toEqual([5]);
  });

  it('reads each ticket on its own', () => {
    const reading = readAdmissions([scan(1, 'a', 10, 'valid', 10), scan(2, 'b', 5, 'valid', 11), scan(3, 'b', 20, 'valid', 10)]);
    expect([...reading.admitted].sort()).toEqual([1, 2]);
    expect([...reading.duplicates]).toEqual([3]);
  });

  it("with re-entry allowed, still calls another door's refusal a duplicate, not a re-entry", () => {
    const reading = readAdmissions([scan(1, 'a', 10), scan(2, 'b', 20, 'already'), scan(3, 'b', 30, 'valid')], { reentry: true });
    expect([...reading.duplicates]).toEqual([2]);
    expect([...reading.reentries]).toEqual([3]);
  });
});
