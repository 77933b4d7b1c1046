import { describe, expect, it } from 'vitest';
import { renderHandbook } from './handbook-markdown';

const PICTURES = { 'bestellungen.webp': '/assets/bestellungen-abc123.webp' };

describe('renderHandbook', () => {
  it('gives headings the anchors GitHub gives them, one level below the screen title', () => {
    const html = renderHandbook('# Bestellungen\n\n## Ein Ticket ist „Storniert“', {});
    expect(html).toContain('<h2 id="bestellungen">Bestellungen</h2>');
    expect(html).toContain('<h3 id="ein-ticket-ist-storniert">');
  });

  it('points links between pages into the app and drops links out of the handbook', () => {
    const html = renderHandbook('Siehe [Einlass](einlass.md#offline) und [Betrieb](../betrieb.md).', {});
    expect(html).toContain('<a href="/admin/help/einlass#offline">Einlass</a>');
    expect(html).toContain('<span>Betrieb</span>');
  });

  it('shows pictures from the build and nothing for an unknown one', () => {
    const html = renderHandbook('![Die Liste](bilder/bestellungen.webp)\n\n![Fehlt](bilder/fehlt.webp)', PICTURES);
    expect(html).toContain('<img src="/assets/bestellungen-abc123.webp" alt="Die Liste" loading="lazy">');
    expect(html).not.toContain('fehlt');
  });

  it('removes script from the Markdown', () => {
    const html = renderHandbook('Text <script>alert(1)</script><img src=x onerror="alert(1)">', {});
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('renders tables', () => {
    expect(renderHandbook('| a | b |\n| --- | --- |\n| 1 | 2 |', {})).toContain('<td>1</td>');
  });
});
