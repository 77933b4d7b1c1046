import { answers, MessageResponse } from '../../../shared/api/errors.js';
import { MailIdRequest, TemplateIdQuery, TemplateListResponse, TemplateResponse, TemplateSaveRequest } from '../../../shared/api/mail.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as templates from './mail-templates.service.js';
import { resendMail } from './mail.service.js';

const tags = ['Mails'];

/** Mail templates (spec §2/§3) and the outbox's resend. */
export async function mailTemplateRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/mail/templates/list.php',
    {
      schema: {
        summary: 'Mailvorlagen',
        description: 'Alle Vorlagen ohne Inhalt. Berechtigung MAIL_TEMPLATES_VIEW.',
        tags,
        response: answers(TemplateListResponse),
      },
      onRequest: guard(ctx, 'MAIL_TEMPLATES_VIEW'),
    },
    async () => ({ success: true as const, message: 'OK', templates: await templates.listTemplates(ctx) }),
  );

  app.get(
    '/mail/templates/get.php',
    {
      schema: {
        summary: 'Eine Mailvorlage',
        description: 'Eine Vorlage mit Inhalt. Berechtigung MAIL_TEMPLATES_VIEW.',
        tags,
        querystring: TemplateIdQuery,
        response: answers(TemplateResponse),
      },
      onRequest: guard(ctx, 'MAIL_TEMPLATES_VIEW'),
    },
    async (request) => ({ success: true as const, message: 'OK', template: await templates.getTemplate(ctx, request.query.id) }),
  );

  app.post(
    '/mail/templates/save.php',
    {
      schema: {
        summary: 'Mailvorlage speichern',
        description: 'Legt eine Vorlage an oder ändert sie; je Zweck ist eine Vorlage aktiv. Berechtigung MAIL_TEMPLATES_EDIT.',
        tags,
        body: TemplateSaveRequest,
        response: answers(TemplateResponse),
      },
      onRequest: guard(ctx, 'MAIL_TEMPLATES_EDIT'),
    },
    async (request) => ({ success: true as const, message: 'Daten erfolgreich gespeichert!', template: await templates.saveTemplate(ctx, request.body) }),
  );

  app.post(
    '/mail/templates/delete.php',
    {
      schema: {
        summary: 'Mailvorlage löschen',
        description: 'Löscht eine Vorlage. Berechtigung MAIL_TEMPLATES_EDIT.',
        tags,
        body: MailIdRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'MAIL_TEMPLATES_EDIT'),
    },
    async (request) => {
      await templates.deleteTemplate(ctx, request.body.id);
      return { success: true as const, message: 'Vorlage gelöscht.' };
    },
  );

  app.post(
    '/mail/resend.php',
    {
      schema: {
        summary: 'Mail erneut senden',
        description: 'Stellt eine Mail des Postausgangs erneut zum Versand. Berechtigung MAIL_RESEND.',
        tags,
        body: MailIdRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'MAIL_RESEND'),
    },
    async (request) => {
      await resendMail(ctx, request.body.id);
      return { success: true as const, message: 'Die Mail wird erneut gesendet.' };
    },
  );
}
