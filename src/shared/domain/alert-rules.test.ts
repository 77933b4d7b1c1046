import { describe, expect, it } from 'vitest';
import { bytesText, diskIsFull } from './alert-rules';

describe('alert rules', () => {
  it('calls a disk full below 1 GiB or below 5 % free', () => {
    expect(diskIsFull({ freeBytes: 500 * 1024 ** 2, totalBytes: 8 * 1024 ** 3 })).toBe(true);
    expect(diskIsFull({ freeBytes: 20 * 1024 ** 3, totalBytes: 1000 * 1024 ** 3 })).toBe(true);
    expect(diskIsFull({ freeBytes: 4 * 1024 ** 3, totalBytes: 32 * 1024 ** 3 })).toBe(false);
  });
  it('writes sizes the German way', () => {
    expect(bytesText(1.5 * 1024 ** 3)).toBe('1,5 GB');
    expect(bytesText(300 * 1024 ** 2)).toBe('300 MB');
  });
});

describe('alert rules at their edges', () => {
  const GiB = 1024 ** 3;

  it('calls a disk of unknown size never full', () => {
    expect(diskIsFull({ freeBytes: 0, totalBytes: 0 })).toBe(false);
  });

  it('calls a disk with exactly 1 GiB or exactly 5 % free not yet full', () => {
    expect(diskIsFull({ freeBytes: GiB, totalBytes: 10 * GiB })).toBe(false);
    expect(diskIsFull({ freeBytes: GiB - 1, totalBytes: 10 * GiB })).toBe(true);
    expect(diskIsFull({ freeBytes: 5 * GiB, totalBytes: 100 * GiB })).toBe(false);
    expect(diskIsFull({ freeBytes: 5 * GiB - 1, totalBytes: 100 * GiB })).toBe(true);
  });

  it('writes 1 GiB in gigabytes', () => {
    expect(bytesText(GiB)).toBe('1,0 GB');
    expect(bytesText(GiB - 1024 ** 2)).toBe('1023 MB');
  });
});
