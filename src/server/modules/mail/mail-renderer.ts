import type { AppContext } from '../../http/context.js';
import type { OutgoingMail } from './mail-transport.js';

/** A mail that can never be rendered (its order or template is gone): retrying would not help. */
export class MailRenderError extends Error {}

/**
 * Turns an outbox row's data into the mail to send. The module that owns the mail's subject (orders, for
 * order mails) hands one to the worker, so mail never reads another module's tables.
 */
export type MailRenderer = (ctx: AppContext, orderId: number, purpose: string, recipient: string) => Promise<OutgoingMail>;
