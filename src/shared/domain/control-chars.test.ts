import { describe, expect, it } from 'vitest';
import { findBadText, hasControlChars, hasLoneSurrogate, withoutControlChars } from './control-chars';

const containsControlChars = (value: unknown, place: 'body' | 'url') => findBadText(value, place) === 'control';

describe('control characters', () => {
  it.each(['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'])('refuses %j in bodies and URLs', (char) => {
    expect(hasControlChars(`a${char}b`, 'body')).toBe(true);
    expect(hasControlChars(`a${char}b`, 'url')).toBe(true);
  });

  it('keeps tab, line feed and carriage return in bodies: a textarea sends them', () => {
    expect(hasControlChars('Zeile 1\r\nZeile 2\tmit Tab\n', 'body')).toBe(false);
  });

  it('refuses tab and line breaks in a query string or path', () => {
    expect(hasControlChars('a\tb', 'url')).toBe(true);
    expect(hasControlChars('a\nb', 'url')).toBe(true);
    expect(hasControlChars('a\rb', 'url')).toBe(true);
  });

  it('lets ordinary text through, umlauts, emoji and the C1 range included', () => {
    expect(hasControlChars('Grüße aus Köln – 🎭 „Musical“ \u00a0\u0085', 'url')).toBe(false);
    expect(hasControlChars('', 'body')).toBe(false);
  });

  it('finds a control character nested in arrays and objects, and in keys', () => {
    expect(containsControlChars({ cart: [{ name: 'ok' }, { name: 'a\u0000' }] }, 'body')).toBe(true);
    expect(containsControlChars({ user_data: { 'ma\u0000il': 'x' } }, 'body')).toBe(true);
    expect(containsControlChars(['x', ['y', ['\u007f']]], 'body')).toBe(true);
    expect(containsControlChars(['a\u0000', 'ok', 'auch ok'], 'body')).toBe(true);
    expect(containsControlChars({ cart: [{ name: 'ok', quantity: 2, paid: true, note: null }] }, 'body')).toBe(false);
  });

  it('skips binary data and other non-text values', () => {
    expect(containsControlChars({ file: new Uint8Array([0, 1, 2]), n: 0, b: false }, 'body')).toBe(false);
    expect(containsControlChars(undefined, 'body')).toBe(false);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(containsControlChars(deep, 'body')).toBe(true);
    expect(containsControlChars([...Array(300_000).fill(0), '\u0000'], 'body')).toBe(true);
  });

  it('removes every control character from a text and keeps the rest', () => {
    expect(withoutControlChars('\u001d01GS1\u0000 Code\r\n\u007fÄ🎭')).toBe('01GS1 CodeÄ🎭');
  });

  it('finds a lone surrogate of either half, and lets paired ones (emoji) through', () => {
    expect(hasLoneSurrogate('Aula\ud800')).toBe(true);
    expect(hasLoneSurrogate('\udc00Aula')).toBe(true);
    expect(hasLoneSurrogate('a\udc00\ud800b')).toBe(true);
    expect(hasLoneSurrogate('🎭 Grüße \ud83c\udfad')).toBe(false);
    expect(findBadText({ venue: { name: ['ok', 'x\ud800'] } }, 'body')).toBe('surrogate');
    expect(findBadText({ 'k\udfff': 1 }, 'url')).toBe('surrogate');
    expect(findBadText({ name: 'Aula 🎭' }, 'body')).toBeNull();
  });
});
