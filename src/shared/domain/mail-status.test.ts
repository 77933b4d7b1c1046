import { describe, expect, it } from 'vitest';
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS, mailStatusLabel } from './mail-status';

describe('outbox wording', () => {
  it('names each status in German for the staff', () => {
    expect(['queued', 'sending', 'retry', 'sent', 'stored', 'failed', 'suppressed'].map(mailStatusLabel)).toEqual([
      'Wartend',
      'Wird gesendet',
      'Wird wiederholt',
      'Gesendet',
      'Im Postausgang',
      'Fehlgeschlagen',
      'Zurückgehalten',
    ]);
  });

  it('shows a status it does not know by its code rather than nothing', () => {
    expect(mailStatusLabel('bounced')).toBe('bounced');
  });

  it('gives every status and every mail kind a label of its own', () => {
    for (const labels of [MAIL_STATUS_LABELS, MAIL_KIND_LABELS]) {
      const texts = Object.values(labels);
      expect(texts.every((text) => text.trim().length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
