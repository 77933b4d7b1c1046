import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

describe('sha256Hex: the password as the login sends it', () => {
  it('is the SHA-256 of the UTF-8 text in lower-case hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('ä')).toBe('33e6d73fee82904c8d7afb78de1154d1e8dc2a0edb08120e63df5b9385c2d9cc'); // UTF-8, two bytes
  });
});
