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

  it('previews the poster: a sized WebP copy when there is one, else the original', () => {
    expect(eventPageMeta({ ...concert, image: 4 }).imagePath).toBe('files/download.php?id=4');
    const pictures = [{ id: 4, version: 'ab', widths: [480, 800, 1200], width: 2000, height: 1500 }];
    expect(eventPageMeta({ ...concert, image: 4, pictures }).imagePath).toBe('files/image.php?id=4&v=ab&w=1200&format=webp');
  });
});
