import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { MailTemplateTranslations } from '../../../shared/api/school-texts.js';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the mail module for Kysely; db/schema.ts lists them in `Database`. */
export interface MailTemplatesTable {
  id: Generated<number>;
  name: string;
  subject: string;
  content: string;
  status: Generated<string>;
  /** What the template is for: 'order_confirmation' or 'tickets'; one active template per purpose. */
  purpose: Generated<string>;
  /** The event the template speaks for (migration 027); null is the shop's template, every event's default. */
  event_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Subject and content in the other languages (migration 054); German is in the columns above. */
  translations: JSONColumnType<MailTemplateTranslations, string | undefined, string>;
  updated_at: CreatedAt;
}

export type MailStatus = 'queued' | 'sending' | 'retry' | 'sent' | 'stored' | 'failed' | 'suppressed';

export interface MailOutboxTable {
  id: Generated<number>;
  order_id: number | null;
  template_name: string;
  recipient: string;
  subject: Generated<string>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  transport: string | null;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  locked_until: NullableTimestamp;
  /** The boot id of the server process whose worker claimed the mail (migration 021). */
  claimed_by: Generated<string | null>;
  last_error: string | null;
  message_id: string | null;
  /** The rendered message; only mails sent before migration 013 have one (newer rows are rendered on demand). */
  raw: Uint8Array | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** A mail to staff about this alert (migration 024); such mails have no order. */
  alert_id: number | null;
  /** The performance a reminder is about (migration 030); null for every other mail. */
  performance_id: Generated<number | null>;
  /** A daily summary of new orders to staff (migration 030); such mails have no order. */
  digest_id: Generated<number | null>;
  /** The mail as it went out (migration 037): the outbox shows these, not the order as it is now. */
  sent_html: Generated<string | null>;
  sent_text: Generated<string | null>;
  /** jsonb: the attachments' file names; written as JSON text. */
  sent_attachments: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** The waiting-list entry a waiting-list mail is about (migration 039). */
  waiting_entry_id: Generated<number | null>;
}
