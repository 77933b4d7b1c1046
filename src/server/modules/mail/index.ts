// What the rest of the server uses of the mail module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { templateInLanguage } from './catalog-template.js';
export { brandedMail } from './mail-layout.js';
export { confirmationValues, htmlToText } from './mail-render.js';
export { MailRefused, MailRenderError } from './mail-renderer.js';
export type { MailRenderer, RenderMail } from './mail-renderer.js';
export { activeTemplate } from './mail-templates.repository.js';
export { createMailSender } from './mail-transport.js';
export type { MailSender, OutgoingMail } from './mail-transport.js';
export { MailWorker, kickMailWorker } from './mail-worker.js';
export { CANCELLATION_MAIL, REMINDER_MAIL, RETURN_MAIL, TICKETS_MAIL, TICKET_CANCEL_MAIL, enqueueOrderMail, mailsOfOrder } from './mail.repository.js';
export type { MailOutboxTable, MailTemplatesTable } from './mail.table.js';
