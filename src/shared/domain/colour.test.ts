import { describe, expect, it } from 'vitest';
import { darken } from './colour';

describe('darken', () => {
  it('scales every channel', () => {
    expect(darken('#1976d2', 0.3)).toBe('#125393');
    expect(darken('#ffffff', 0)).toBe('#ffffff');
    expect(darken('#ffffff', 1)).toBe('#000000');
  });
  it('leaves anything else alone', () => {
    expect(darken('red', 0.5)).toBe('red');
  });
});
