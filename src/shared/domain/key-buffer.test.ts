import { describe, expect, it } from 'vitest';
import { pushKey, revealsSecret } from './key-buffer';

const type = (keys: string[]) => keys.reduce((buffer, key) => pushKey(buffer, key), '');

describe('hidden card key buffer', () => {
  it('keeps only the last 5 keys', () => {
    expect(type([...'xxxxxadm'])).toBe('xxadm');
  });
  it('reveals after a-d-m-i-n, even after other keys, in any case', () => {
    expect(revealsSecret(type([...'helloADMIN']))).toBe(true);
    expect(revealsSecret(type([...'admi']))).toBe(false);
    expect(revealsSecret(type([...'adxmin']))).toBe(false);
  });
  it('reveals only when the word is the last thing typed, also with a longer buffer', () => {
    const typeLong = (keys: string) => [...keys].reduce((buffer, key) => pushKey(buffer, key, 8), '');
    expect(revealsSecret(typeLong('xyadmin'))).toBe(true);
    expect(revealsSecret(typeLong('adminxy'))).toBe(false);
  });
  it('ignores named keys like Shift and Enter', () => {
    expect(revealsSecret(type(['a', 'Shift', 'd', 'm', 'Enter', 'i', 'n']))).toBe(true);
  });
});
