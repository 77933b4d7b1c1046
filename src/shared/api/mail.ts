import { type Static, Type } from 'typebox';

/** What a template is for; the active template of a purpose is the one the mails use. */
export const MAIL_PURPOSES = ['order_confirmation', 'tickets', 'cancellation'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];
export const PURPOSE_LABELS: Record<MailPurpose, string> = { order_confirmation: 'Bestellbestätigung', tickets: 'Tickets erneut senden', cancellation: 'Stornierung' };

/** Spec §3 mail template: id, name, subject, status, lastEdited (content only in the detail). */
export interface MailTemplateSummary {
  id: number;
  name: string;
  subject: string;
  status: 'active' | 'inactive';
  purpose: MailPurpose;
  lastEdited: string;
}
export interface MailTemplateDto extends MailTemplateSummary {
  content: string;
}

export const TemplateIdQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type TemplateIdQuery = Static<typeof TemplateIdQuery>;

export const TemplateSaveRequest = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 50_000 }),
  purpose: Type.Union([Type.Literal('order_confirmation'), Type.Literal('tickets'), Type.Literal('cancellation')]),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
});
export type TemplateSaveRequest = Static<typeof TemplateSaveRequest>;

export const MailIdRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type MailIdRequest = Static<typeof MailIdRequest>;

export interface OutboxMail {
  id: number;
  order_id: number | null;
  template_name: string;
  recipient: string;
  subject: string;
  status: 'queued' | 'sending' | 'retry' | 'sent' | 'stored' | 'failed';
  transport: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string;
}

/** mail/outbox_view.php: the mail with its parts as composed (null until it was built). */
export interface OutboxMailView extends OutboxMail {
  html: string | null;
  text: string | null;
  attachments: string[];
}
