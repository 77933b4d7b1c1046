import { describe, expect, it } from 'vitest';
import { cleanFileName, detectFileType } from './file-type';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectFileType', () => {
  it('knows the five allowed types by their first bytes', () => {
    expect(detectFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectFileType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('refuses HTML, SVG, short and empty files whatever their name', () => {
    expect(detectFileType(bytes('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(detectFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeUndefined();
    expect(detectFileType(bytes([0x89, 0x50]))).toBeUndefined();
    expect(detectFileType(new Uint8Array())).toBeUndefined();
  });
});

describe('cleanFileName', () => {
  it('drops paths and control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\fakepath\\plakat.png')).toBe('plakat.png');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('')).toBe('Datei');
  });
});
