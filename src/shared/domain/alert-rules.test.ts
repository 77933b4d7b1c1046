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
