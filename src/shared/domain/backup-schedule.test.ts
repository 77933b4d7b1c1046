import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToPrune, backupTimeOf, formatBytes, isBackupDue, nextBackupAt } from './backup-schedule';

const at = (iso: string) => new Date(iso);

describe('automatic backup schedule', () => {
  it('is due at once when on and nothing was backed up yet', () => {
    expect(isBackupDue({ enabled: true, intervalHours: 24 }, null, at('2026-11-26T10:00:00Z'))).toBe(true);
  });

  it('waits one interval after the last successful backup', () => {
    const schedule = { enabled: true, intervalHours: 24 };
    const last = at('2026-11-25T10:00:00Z');
    expect(isBackupDue(schedule, last, at('2026-11-26T09:59:59Z'))).toBe(false);
    expect(isBackupDue(schedule, last, at('2026-11-26T10:00:00Z'))).toBe(true);
  });

  it('names the time of the next automatic backup', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(nextBackupAt({ enabled: true, intervalHours: 6 }, at('2026-11-26T08:00:00Z'), now)).toEqual(at('2026-11-26T14:00:00Z'));
    expect(nextBackupAt({ enabled: true, intervalHours: 6 }, null, now)).toEqual(now);
    expect(nextBackupAt({ enabled: false, intervalHours: 6 }, null, now)).toBeNull();
  });

  it('is never due when switched off', () => {
    expect(isBackupDue({ enabled: false, intervalHours: 1 }, null, at('2026-11-26T10:00:00Z'))).toBe(false);
  });
});

describe('backup files', () => {
  it('names a file after its time and reads the time back', () => {
    const time = at('2026-11-26T13:19:02.123Z');
    expect(backupFileName(time)).toBe('backup-2026-11-26T13-19-02-123Z.jsonl.gz');
    expect(backupTimeOf(backupFileName(time))).toEqual(time);
  });

  it('knows no other names, so nothing else in the folder is listed or served', () => {
    expect(backupTimeOf('../pglite/PG_VERSION')).toBeNull();
    expect(backupTimeOf('backup-2026-11-26T13-19-02-123Z.jsonl.gz.partial')).toBeNull();
  });

  it('keeps the newest ones and never deletes the last backup', () => {
    const names = ['2026-11-20', '2026-11-22', '2026-11-21'].map((day) => backupFileName(at(`${day}T00:00:00Z`)));
    expect(backupsToPrune([...names, 'notes.txt'], 2)).toEqual([backupFileName(at('2026-11-20T00:00:00Z'))]);
    expect(backupsToPrune(names, 0)).toHaveLength(2);
  });

  it('prunes by the time in the name, whatever order the folder lists the files in', () => {
    const name = (day: string) => backupFileName(at(`2026-11-${day}T00:00:00Z`));
    expect(backupsToPrune([name('22'), name('20'), name('23'), name('21')], 2)).toEqual([name('21'), name('20')]);
  });

  it('property: whatever the listing order, exactly the backups older than the newest `keep` (at least one) go', () => {
    const times = fc.uniqueArray(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(times, fc.integer({ min: 0, max: 14 }), fc.func(fc.integer()), (instants, keep, shuffleKey) => {
        const names = instants.map((instant) => backupFileName(new Date(instant)));
        const listed = [...names].sort((a, b) => shuffleKey(a) - shuffleKey(b));
        const newestFirst = [...instants].sort((a, b) => b - a).map((instant) => backupFileName(new Date(instant)));
        expect(backupsToPrune(listed, keep)).toEqual(newestFirst.slice(Math.max(1, keep)));
      }),
      { numRuns: 100 },
    );
  });

  it('formats sizes with a German decimal comma', () => {
    expect(formatBytes(812)).toBe('812 Bytes');
    expect(formatBytes(1434)).toBe('1,4 KB');
    expect(formatBytes(23 * 1024 * 1024)).toBe('23,0 MB');
  });

  it('switches to the next unit at exactly 1024 and stops at terabytes', () => {
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1024)).toBe('1,0 KB');
    expect(formatBytes(1024 ** 2)).toBe('1,0 MB');
    expect(formatBytes(5.5 * 1024 ** 3)).toBe('5,5 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2,0 TB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048,0 TB');
  });
});
