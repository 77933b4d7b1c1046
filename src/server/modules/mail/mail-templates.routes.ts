import type { FastifyInstance } from 'fastify';
import { MailIdRequest, TemplateIdQuery, TemplateSaveRequest } from '../../../shared/api/mail.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as templates from './mail-templates.service.js';
import { resendMail } from './mail.service.js';

/** Mail templates (spec §2/§3) and the outbox's resend. */
export async function mailTemplateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/mail/templates/list.php', { onRequest: guard(ctx, 'MAIL_TEMPLATES_VIEW') }, async () => ({
    success: true,
    message: 'OK',
    templates: await templates.listTemplates(ctx),
  }));

  app.get('/mail/templates/get.php', { schema: { querystring: TemplateIdQuery }, onRequest: guard(ctx, 'MAIL_TEMPLATES_VIEW') }, async (request) => ({
    success: true,
    message: 'OK',
    template: await templates.getTemplate(ctx, (request.query as TemplateIdQuery).id),
  }));

  app.post('/mail/templates/save.php', { schema: { body: TemplateSaveRequest }, onRequest: guard(ctx, 'MAIL_TEMPLATES_EDIT') }, async (request) => ({
    success: true,
    message: 'Daten erfolgreich gespeichert!',
    template: await templates.saveTemplate(ctx, request.body as TemplateSaveRequest),
  }));

  app.post('/mail/templates/delete.php', { schema: { body: MailIdRequest }, onRequest: guard(ctx, 'MAIL_TEMPLATES_EDIT') }, async (request) => {
    await templates.deleteTemplate(ctx, (request.body as MailIdRequest).id);
    return { success: true, message: 'Vorlage gelöscht.' };
  });

  app.post('/mail/resend.php', { schema: { body: MailIdRequest }, onRequest: guard(ctx, 'MAIL_RESEND') }, async (request) => {
    await resendMail(ctx, (request.body as MailIdRequest).id);
    return { success: true, message: 'Die Mail wird erneut gesendet.' };
  });
}
