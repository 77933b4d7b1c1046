import { describe, expect, it } from 'vitest';
import { mayContainMarkup } from './html-policy';

describe('mayContainMarkup', () => {
  it.each(['Tom & Jerry', 'Ich <3 Musicals', 'a < b und c > d', '5<6', 'Zeile 1\nZeile 2', ''])('leaves %j as text', (text) => {
    expect(mayContainMarkup(text)).toBe(false);
  });

  it.each(['<p>ok</p>', 'x<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'a</p>', '<!-- c -->', '<?xml?>', '<SVG onload=x>'])(
    'sees markup in %j',
    (text) => {
      expect(mayContainMarkup(text)).toBe(true);
    },
  );
});
