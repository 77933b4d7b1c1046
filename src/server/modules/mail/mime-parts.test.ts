import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailParts } from './mime-parts';

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

describe('the parts of a stored mail', () => {
  it('reads back the HTML and text parts and names the attachments', async () => {
    const info = await composer.sendMail({
      from: 'a@example.de',
      to: 'b@example.de',
      subject: 'Test',
      html: '<p>Grüße aus der Aula – 16,00 €</p>'.repeat(10),
      text: 'Grüße aus der Aula – 16,00 €',
      textEncoding: 'quoted-printable',
      attachments: [{ filename: 'Tickets.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
    });
    const parts = mailParts(info.message as Buffer);
    expect(parts.html).toBe('<p>Grüße aus der Aula – 16,00 €</p>'.repeat(10));
    expect(parts.text).toBe('Grüße aus der Aula – 16,00 €');
    expect(parts.attachments).toEqual(['Tickets.pdf']);
  });
});
