import { describe, expect, it } from 'vitest';
import { contrast, darken, lightenForDark, luminance } from './colour';

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

describe('colours at their edges', () => {
  it('reads only a whole #rrggbb colour', () => {
    for (const text of ['#1976d2ff', 'x#1976d2']) {
      expect(darken(text, 0.3)).toBe(text);
      expect(lightenForDark(text, '#221d2a')).toBe(text);
      expect(luminance(text)).toBe(0);
    }
  });

  it('uses the linear part of the WCAG curve for very dark channels', () => {
    expect(luminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 8);
    expect(luminance('#ffffff')).toBeCloseTo(1, 8);
  });

  it('writes every channel with two hex digits', () => {
    expect(lightenForDark('#00ff00', '#221d2a')).toBe('#00ff00');
  });

  it('keeps a colour whose contrast is exactly the ratio asked for', () => {
    const ratio = contrast('#8e5cb0', '#221d2a');
    expect(lightenForDark('#8e5cb0', '#221d2a', ratio)).toBe('#8e5cb0');
  });

  it('falls back to white when no mix reads on the surface', () => {
    expect(lightenForDark('#808080', '#ffffff')).toBe('#ffffff');
  });
});
