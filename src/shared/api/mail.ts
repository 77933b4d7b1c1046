import { type Static, Type } from 'typebox';
import { MailTemplateTranslations } from './school-texts.js';

/** What a template is for; the active template of a purpose is the one the mails use. */
export const MAIL_PURPOSES = [
  'order_confirmation',
  'tickets',
  'cancellation',
  'reminder',
  'ticket_return',
  'ticket_cancel',
  'waiting_list_confirmation',
  'waiting_list_offer',
  'waiting_list_already',
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];
export const PURPOSE_LABELS: Record<MailPurpose, string> = {
  order_confirmation: 'Bestellbestätigung',
  tickets: 'Tickets erneut senden',
  cancellation: 'Stornierung',
  reminder: 'Erinnerung vor der Vorstellung',
  ticket_return: 'Rückgabe',
  ticket_cancel: 'Stornierung einzelner Tickets',
  waiting_list_confirmation: 'Warteliste: Anmeldung',
  waiting_list_offer: 'Warteliste: Angebot freier Plätze',
  waiting_list_already: 'Warteliste: schon eingetragen',
};

/** Spec §3 mail template: id, name, subject, status, lastEdited (content only in the detail). */
const Purpose = Type.Union([
  Type.Literal('order_confirmation'),
  Type.Literal('tickets'),
  Type.Literal('cancellation'),
  Type.Literal('reminder'),
  Type.Literal('ticket_return'),
  Type.Literal('ticket_cancel'),
  Type.Literal('waiting_list_confirmation'),
  Type.Literal('waiting_list_offer'),
  Type.Literal('waiting_list_already'),
]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const MailTemplateSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subject: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  purpose: Purpose,
  /** The event the template speaks for; null: the shop's template, used for every event without its own. */
  event_id: Type.Union([Type.Integer(), Type.Null()]),
  lastEdited: Type.String(),
});
export type MailTemplateSummary = Static<typeof MailTemplateSummary>;
export const MailTemplateDto = Type.Object({
  ...MailTemplateSummary.properties,
  content: Type.String(),
  /** Subject and content in the other languages (issue 53): a mail in such a language uses them instead of the catalog's text. */
  translations: Type.Optional(MailTemplateTranslations),
});
export type MailTemplateDto = Static<typeof MailTemplateDto>;

export const TemplateListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), templates: Type.Array(MailTemplateSummary) });
export const TemplateResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), template: MailTemplateDto });

export const TemplateIdQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type TemplateIdQuery = Static<typeof TemplateIdQuery>;

export const TemplateSaveRequest = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 50_000 }),
  purpose: Purpose,
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  /** Left out or null: the shop's template. */
  event_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  /** Left out: the stored translations stay. */
  translations: Type.Optional(MailTemplateTranslations),
});
export type TemplateSaveRequest = Static<typeof TemplateSaveRequest>;

export const MailIdRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type MailIdRequest = Static<typeof MailIdRequest>;

export const OutboxMail = Type.Object({
  id: Type.Integer(),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  template_name: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  status: Type.Union([
    Type.Literal('queued'),
    Type.Literal('sending'),
    Type.Literal('retry'),
    Type.Literal('sent'),
    Type.Literal('stored'),
    Type.Literal('failed'),
    Type.Literal('suppressed'),
  ]),
  transport: NullableString,
  attempts: Type.Integer(),
  last_error: NullableString,
  created_at: Type.String(),
  sent_at: NullableString,
  next_attempt_at: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMail>;

export const OutboxResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Array(OutboxMail) });

/** mail/outbox_view.php: the mail with its parts as composed (null until it was built). */
export const OutboxMailView = Type.Object({
  ...OutboxMail.properties,
  html: NullableString,
  text: NullableString,
  attachments: Type.Array(Type.String(), { description: 'Namen der Anhänge' }),
});
export type OutboxMailView = Static<typeof OutboxMailView>;

export const OutboxViewResponse = Type.Object({ success: Type.Literal(true), mail: OutboxMailView });
