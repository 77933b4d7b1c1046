import { describe, expect, it } from 'vitest';
import { WedgeBuffer } from './wedge-buffer';

function type(buffer: WedgeBuffer, text: string, start: number, gap: number) {
  let at = start;
  let result: string | null = null;
  for (const key of [...text, 'Enter']) {
    result = buffer.push(key === 'Enter' ? 'Enter' : key, at);
    at += gap;
  }
  return result;
}

describe('keyboard-wedge scanner', () => {
  it('hands back a fast burst ending in Enter', () => {
    expect(type(new WedgeBuffer(), 'ABCDEFGH234567', 0, 5)).toBe('ABCDEFGH234567');
  });

  it('ignores a person typing slowly, and short bursts', () => {
    expect(type(new WedgeBuffer(), 'ABCDEFGHIJ', 0, 250)).toBeNull();
    expect(type(new WedgeBuffer(), 'ABC', 0, 5)).toBeNull();
  });

  it('starts over after a pause, keeping only the new burst', () => {
    const buffer = new WedgeBuffer();
    buffer.push('x', 0);
    buffer.push('y', 10);
    expect(type(buffer, 'QRSTUVWXYZ', 1000, 5)).toBe('QRSTUVWXYZ');
  });

  it('skips named keys such as Shift', () => {
    const buffer = new WedgeBuffer();
    let at = 0;
    for (const key of ['Shift', 'A', 'Shift', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) {
      at += 3;
      buffer.push(key, at);
    }
    expect(buffer.push('Enter', at + 3)).toBe('ABCDEFGH');
  });
});
