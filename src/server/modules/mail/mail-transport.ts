import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `cid` marks an inline image the HTML shows (the logo). */
  attachments: Array<{ filename: string; content: Buffer; contentType: string; cid?: string }>;
}

export interface Delivery {
  status: 'sent' | 'stored';
  transport: 'smtp' | 'outbox';
  messageId: string;
  raw: Uint8Array;
}

export type MailSender = (mail: OutgoingMail) => Promise<Delivery>;

/** Builds the MIME message once; it is kept in the outbox either way, so staff can see what went out. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The MIME message of a mail; the outbox view passes the Message-ID and date the mail went out with. */
export async function compose(mail: OutgoingMail, sent?: { messageId: string | null; date: Date | null }): Promise<{ raw: Buffer; messageId: string }> {
  const info = await composer.sendMail({
    ...mail,
    textEncoding: 'quoted-printable',
    ...(sent?.messageId ? { messageId: sent.messageId } : {}),
    ...(sent?.date ? { date: sent.date } : {}),
  });
  return { raw: info.message as Buffer, messageId: info.messageId };
}

/** SMTP when SMTP_URL is set; otherwise mails stay in the database outbox, shown in the back office. */
export function createMailSender(smtpUrl: string | undefined): MailSender {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return async (mail) => {
    const { raw, messageId } = await compose(mail);
    if (!transport) return { status: 'stored', transport: 'outbox', messageId, raw };
    await transport.sendMail({ envelope: { from: mail.from, to: [mail.to] }, raw });
    return { status: 'sent', transport: 'smtp', messageId, raw };
  };
}
