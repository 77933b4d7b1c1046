import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { guard } from '../../http/guard.js';
import { listOutbox, outboxMail } from './mail.repository.js';
import { mailParts } from './mime-parts.js';
import { outboxMessage } from './outbox-message.js';

const RawQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The outbox for the back office: what went out, what is waiting, and why something failed. */
export async function mailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/mail/outbox.php', { onRequest: guard(ctx, 'CONFIGURATION_MAIL_VIEW') }, async () => ({
    success: true,
    message: 'OK',
    data: (await listOutbox(ctx.db, 200)).map((mail) => ({
      ...mail,
      created_at: mail.created_at.toISOString(),
      sent_at: mail.sent_at?.toISOString() ?? null,
      next_attempt_at: mail.next_attempt_at.toISOString(),
    })),
  }));

  /** One mail as it went out: HTML and text part, for the outbox's mail view. */
  app.get('/mail/outbox_view.php', { schema: { querystring: RawQuery }, onRequest: guard(ctx, 'CONFIGURATION_MAIL_VIEW') }, async (request) => {
    const row = await outboxMail(ctx.db, (request.query as { id: number }).id);
    if (!row) throw notFound('Diese Mail gibt es nicht.', 'MAIL_NOT_FOUND');
    const { raw: _stored, message_id: _messageId, ...mail } = row;
    const raw = await outboxMessage(ctx, row);
    const parts = raw ? mailParts(raw) : { html: null, text: null, attachments: [] };
    return {
      success: true,
      mail: {
        ...mail,
        created_at: mail.created_at.toISOString(),
        sent_at: mail.sent_at?.toISOString() ?? null,
        next_attempt_at: mail.next_attempt_at.toISOString(),
        ...parts,
      },
    };
  });

  app.get('/mail/outbox_raw.php', { schema: { querystring: RawQuery }, onRequest: guard(ctx, 'CONFIGURATION_MAIL_VIEW') }, async (request, reply) => {
    const row = await outboxMail(ctx.db, (request.query as { id: number }).id);
    const raw = row ? await outboxMessage(ctx, row) : null;
    if (!raw) throw notFound('Diese Mail wurde noch nicht erstellt.', 'MAIL_NOT_FOUND');
    return reply
      .type('message/rfc822')
      .header('Content-Disposition', `attachment; filename="mail-${(request.query as { id: number }).id}.eml"`)
      .send(Buffer.from(raw));
  });
}
