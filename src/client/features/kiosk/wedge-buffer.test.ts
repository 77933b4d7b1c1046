import { describe, expect, it } from 'vitest';
import { WEDGE_MAX_GAP_MS, WEDGE_SETTLE_MS, WedgeBuffer } from './wedge-buffer';

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

  it('ignores short bursts (a stray key and Enter on a button)', () => {
    expect(type(new WedgeBuffer(), 'ABC', 0, 5)).toBeNull();
  });

  it('keeps a code whole at every scanner speed from 5 to 20 ms a key', () => {
    for (const gap of [5, 8, 13, 20]) expect(type(new WedgeBuffer(), 'ABCDEFGH234567', 0, gap)).toBe('ABCDEFGH234567');
  });

  it('never cuts a code on a stall in the middle (a busy page, a Bluetooth hiccup) – issue 41', () => {
    const buffer = new WedgeBuffer();
    let at = 0;
    for (const key of 'ABCDEFGH') {
      at += 5;
      buffer.push(key, at);
    }
    at += 400;
    for (const key of 'IJKLMNOP') {
      at += 5;
      buffer.push(key, at);
    }
    expect(buffer.push('Enter', at + 300)).toBe('ABCDEFGHIJKLMNOP');
  });

  it('starts over only after a long silence, keeping only the new burst', () => {
    const buffer = new WedgeBuffer();
    buffer.push('x', 0);
    buffer.push('y', 10);
    expect(type(buffer, 'QRSTUVWXYZ', 10 + WEDGE_MAX_GAP_MS + 1, 5)).toBe('QRSTUVWXYZ');
  });

  it('takes a complete-looking code after a short pause when no Enter comes, and never half a code', () => {
    const buffer = new WedgeBuffer((text) => text.length === 10);
    let at = 0;
    for (const key of 'ABCDE') {
      at += 5;
      buffer.push(key, at);
    }
    expect(buffer.settle(at + WEDGE_SETTLE_MS)).toBeNull();
    expect(buffer.collecting).toBe(true);
    for (const key of 'FGHIJ') {
      at += 5;
      buffer.push(key, at);
    }
    expect(buffer.settle(at + WEDGE_SETTLE_MS - 1)).toBeNull();
    expect(buffer.settle(at + WEDGE_SETTLE_MS)).toBe('ABCDEFGHIJ');
    expect(buffer.collecting).toBe(false);
    expect(buffer.push('Enter', at + WEDGE_SETTLE_MS + 5)).toBeNull();
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
