import { describe, expect, it } from 'vitest';
import { contrast, darken, lightenForDark } from './colour';

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

describe('contrast', () => {
  it('is the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('lightenForDark', () => {
  it('lightens a deep colour until it reads on the dark surface', () => {
    const lilac = lightenForDark('#6a1b9a', '#221d2a');
    expect(contrast(lilac, '#221d2a')).toBeGreaterThanOrEqual(4.5);
    expect(lilac).not.toBe('#ffffff');
  });
  it('keeps a colour that already reads, and leaves anything else alone', () => {
    expect(lightenForDark('#ffcc80', '#221d2a')).toBe('#ffcc80');
    expect(lightenForDark('red', '#221d2a')).toBe('red');
  });
});
