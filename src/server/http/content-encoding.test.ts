import { describe, expect, it } from 'vitest';
import { chosenEncoding } from './content-encoding';

describe('chosenEncoding', () => {
  it('prefers brotli, then gzip, among the forms on offer', () => {
    expect(chosenEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(chosenEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chosenEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
  });

  it('sends the plain bytes when nothing fits', () => {
    expect(chosenEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
    expect(chosenEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(chosenEncoding('br', [])).toBeUndefined();
  });

  it('honours a refusal with q=0 and reads names and weights in any case and spacing', () => {
    expect(chosenEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chosenEncoding('BR ; q=0.5', ['br'])).toBe('br');
    expect(chosenEncoding('gzip;q=0', ['gzip'])).toBeUndefined();
  });

  it('does not take a longer name for brotli', () => {
    expect(chosenEncoding('brotli-x', ['br'])).toBeUndefined();
  });
});
