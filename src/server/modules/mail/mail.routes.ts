import { Type } from 'typebox';
import { answers, fileAnswers } from '../../../shared/api/errors.js';
import { OutboxResponse, OutboxViewResponse } from '../../../shared/api/mail.js';
import { DbId } from '../../../shared/api/numbers.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import { guard } from '../../http/guard.js';
import { listOutbox, outboxMail } from './mail.repository.js';
import { mailParts } from './mime-parts.js';
import { outboxMessage, sentParts } from './outbox-message.js';

const RawQuery = Type.Object({ id: DbId() });
const tags = ['Mails'];

/** The outbox for the back office: what went out, what is waiting, and why something failed. */
export async function mailRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  const outboxSchema = {
    summary: 'Postausgang',
    description: 'Die letzten 200 Mails mit Status, Versuchen und Fehlern. Berechtigung CONFIGURATION_MAIL_VIEW.',
    tags,
    response: answers(OutboxResponse),
  };
  app.get('/mail/outbox.php', { schema: outboxSchema, onRequest: guard(ctx, 'CONFIGURATION_MAIL_VIEW') }, async () => ({
    success: true as const,
    message: 'OK',
    data: (await listOutbox(ctx.db, 200)).map((mail) => ({
      ...mail,
      created_at: mail.created_at.toISOString(),
      sent_at: mail.sent_at?.toISOString() ?? null,
      next_attempt_at: mail.next_attempt_at.toISOString(),
    })),
  }));

  /** One mail as it went out: HTML and text part, for the outbox's mail view. */
  const viewSchema = {
    summary: 'Mail ansehen',
    description: 'Eine Mail mit HTML- und Textteil, wie sie versandt wurde. Berechtigung CONFIGURATION_MAIL_VIEW.',
    tags,
    querystring: RawQuery,
    response: answers(OutboxViewResponse),
  };
  app.get('/mail/outbox_view.php', { schema: viewSchema, onRequest: guard(ctx, 'CONFIGURATION_MAIL_VIEW') }, async (request) => {
    const row = await outboxMail(ctx.db, request.query.id);
    if (!row) throw notFound('Diese Mail gibt es nicht.', 'MAIL_NOT_FOUND');
    const { raw: _stored, message_id: _messageId, sent_html: _html, sent_text: _text, sent_attachments: _files, ...mail } = row;
    // As sent: the stored message (before migration 013) or the stored texts (since 037); otherwise rendered again.
    const sent = row.raw && row.raw.length > 0 ? null : sentParts(row);
    const raw = sent ? null : await outboxMessage(ctx, row);
    const parts = sent ?? (raw ? mailParts(raw) : { html: null, text: null, attachments: [] });
    return {
      success: true as const,
      mail: {
        ...mail,
        created_at: mail.created_at.toISOString(),
        sent_at: mail.sent_at?.toISOString() ?? null,
        next_attempt_at: mail.next_attempt_at.toISOString(),
        ...parts,
      },
    };
  });

  const rawSchema = {
    summary: 'Mail als Datei',
    description: 'Die Mail als .eml-Datei (message/rfc822). Berechtigung CONFIGURATION_MAIL_VIEW.',
    tags,
    querystring: RawQuery,
    response: fileAnswers('message/rfc822', 'Mail im Rohformat'),
  };
  app.get('/mail/outbox_raw.php', { schema: rawSchema, onRequest: guard(ctx, 'CONFIGURATION_MAIL_VIEW') }, async (request, reply) => {
    const row = await outboxMail(ctx.db, request.query.id);
    const raw = row ? await outboxMessage(ctx, row) : null;
    if (!raw) throw notFound('Diese Mail wurde noch nicht erstellt.', 'MAIL_NOT_FOUND');
    return reply.type('message/rfc822').header('Content-Disposition', `attachment; filename="mail-${request.query.id}.eml"`).send(Buffer.from(raw));
  });
}
