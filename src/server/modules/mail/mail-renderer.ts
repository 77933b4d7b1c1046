import type { AppContext } from '../../http/context.js';
import type { OutgoingMail } from './mail-transport.js';

/** A mail that can never be rendered (its order or template is gone): retrying would not help. */
export class MailRenderError extends Error {}

/** A mail the order's state forbids (the tickets of a cancelled order): never sent, not even again. */
export class MailRefused extends MailRenderError {}

/**
 * Renders one outbox row from its data (order — or alert, for mails to staff — purpose, recipient, and
 * for a reminder the performance it is about) when it is sent.
 */
export type RenderMail = (subjectId: number, purpose: string, recipient: string, performanceId?: number | null) => Promise<OutgoingMail>;

/**
 * Makes a RenderMail for one batch of outbox rows, so reads the batch shares happen once. The module
 * that owns the mails' subject (orders, for order mails) hands one to mail from compose.ts, so mail never
 * reads another module's tables.
 */
export type MailRenderer = (ctx: AppContext) => RenderMail;

/** The outbox view renders a mail again from its data, with the renderer compose.ts built for the app. */
export function mailRendererOf(ctx: AppContext): MailRenderer | undefined {
  return ctx.mailRenderer;
}
