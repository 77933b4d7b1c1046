import { describe, expect, it } from 'vitest';
import { eventPageMeta, shortDescription } from './page-meta';

const concert = { title: 'Frühlingskonzert', description: 'Chor und Orchester spielen.', meta_description: '', image: null, pictures: [] };

describe('an event page speaks for itself in the head (issue 32 item 1)', () => {
  it('uses the event’s own description, else the start of its text', () => {
    expect(eventPageMeta(concert).description).toBe('Chor und Orchester spielen.');
    expect(eventPageMeta({ ...concert, meta_description: 'Das Frühlingskonzert der Schule' }).description).toBe('Das Frühlingskonzert der Schule');
    expect(eventPageMeta({ ...concert, description: '' }).description).toBe('Tickets für Frühlingskonzert');
  });

  it('cuts a long text at a word, within 160 characters', () => {
    const text = shortDescription(`${'Wort '.repeat(60)}Ende`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/Wort…$/);
  });

  it('makes one line of the text, without the spaces around it', () => {
    expect(shortDescription('  Chor  und\n\tOrchester \n')).toBe('Chor und Orchester');
  });

  it('keeps a text of exactly 160 characters whole, and cuts one of 161 to 159 and the ellipsis', () => {
    expect(shortDescription('x'.repeat(160))).toBe('x'.repeat(160));
    expect(shortDescription('x'.repeat(161))).toBe(`${'x'.repeat(159)}…`);
  });

  it('cuts at the last word only when that keeps more than 80 characters', () => {
    const wordAt = (index: number) => `${'a'.repeat(index)} ${'b'.repeat(200)}`;
    expect(shortDescription(wordAt(81))).toBe(`${'a'.repeat(81)}…`);
    expect(shortDescription(wordAt(80))).toBe(`${'a'.repeat(80)} ${'b'.repeat(78)}…`);
    expect(shortDescription(`Kurz ${'b'.repeat(200)}`)).toBe(`Kurz ${'b'.repeat(154)}…`);
  });

  it('drops the punctuation before the ellipsis, and only there', () => {
    expect(shortDescription(`Akt 1, Szene 2 ${'x'.repeat(140)},; ${'y'.repeat(50)}`)).toBe(`Akt 1, Szene 2 ${'x'.repeat(140)}…`);
    expect(shortDescription(`${'x'.repeat(100)} – ${'y'.repeat(100)}`)).toBe(`${'x'.repeat(100)}…`);
  });

  it('previews the poster: a sized WebP copy when there is one, else the original', () => {
    expect(eventPageMeta({ ...concert, image: 4 }).imagePath).toBe('files/download.php?id=4');
    const pictures = [{ id: 4, version: 'ab', widths: [480, 800, 1200], width: 2000, height: 1500 }];
    expect(eventPageMeta({ ...concert, image: 4, pictures }).imagePath).toBe('files/image.php?id=4&v=ab&w=1200&format=webp');
  });

  it('has no preview without a poster', () => {
    expect(eventPageMeta(concert)).toEqual({ description: 'Chor und Orchester spielen.' });
  });

  it('takes the poster’s own copies, at most 1200 wide, and the original of a poster too small for copies', () => {
    const other = { id: 3, version: 'cd', widths: [480], width: 600, height: 400 };
    const poster = { id: 4, version: 'ab', widths: [480, 800, 1200, 1600], width: 2000, height: 1500 };
    expect(eventPageMeta({ ...concert, image: 4, pictures: [other, poster] }).imagePath).toBe('files/image.php?id=4&v=ab&w=1200&format=webp');
    const small = { id: 4, version: 'ef', widths: [], width: 300, height: 200 };
    expect(eventPageMeta({ ...concert, image: 4, pictures: [small] }).imagePath).toBe('files/download.php?id=4');
  });
});
