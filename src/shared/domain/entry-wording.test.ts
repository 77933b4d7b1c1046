import { describe, expect, it } from 'vitest';
import { entrySentence, ticketFooter } from './entry-wording';

describe('entry wording (issue 37 item 5)', () => {
  it('promises one entry only while re-entry is off', () => {
    const shipped = 'Bitte zeige diesen QR-Code am Einlass vor. Gültig für eine Person und einen Eintritt.';
    expect(ticketFooter(shipped, false)).toBe(shipped);
    expect(ticketFooter(shipped, true)).toBe(
      'Bitte zeige diesen QR-Code am Einlass vor. Gültig für eine Person; Wiedereinlass am selben Tag mit demselben Ticket.',
    );
    expect(ticketFooter('Eigener Text der Schule.', true)).toBe('Eigener Text der Schule.');
    expect(entrySentence(false)).toContain('einen Eintritt');
    expect(entrySentence(true)).not.toContain('Eintritt');
  });

  it('tells the mail’s reader of re-entry in a sentence of its own', () => {
    expect(entrySentence(false)).toBe('jedes Ticket gilt für eine Person und einen Eintritt.');
    expect(entrySentence(true)).toBe(
      'jedes Ticket gilt für eine Person; wer zwischendurch hinausgeht, kommt am selben Tag mit demselben Ticket wieder herein.',
    );
  });
});
