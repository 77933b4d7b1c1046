import type { AppContext } from '../../../http/context.js';
import { conflict, DomainError, forbidden, unauthorized } from '../../../domain-errors.js';
import { RateLimiter } from '../../../http/rate-limiter.js';
import { tokenHash } from '../../../http/tokens.js';
import { enqueueOrderMail, mailsOfOrder, TICKETS_MAIL, kickMailWorker } from '../../mail/index.js';
import { lookupTicketLink } from '../../tickets/index.js';
import { findOrderByRef } from './capture.service.js';

const SEND_MAIL_WINDOW_MS = 10 * 60_000;
const TO_THE_ORDER = 'an die E-Mail-Adresse der Bestellung';

/**
 * tickets/send-mail.php's own limit: per order (protects the buyer's inbox), counted in the database so every
 * process shares it (issue 54). Probing with wrong tokens is
 * the secret throttle's (issue 38), per /64 and across all ticket links, as on every other token route.
 */
export function createSendMailLimits() {
  return { perOrder: new RateLimiter('send-mail-order', 3, SEND_MAIL_WINDOW_MS) };
}
export type SendMailLimits = ReturnType<typeof createSendMailLimits>;

export interface SendMailCaller {
  /** Signed in with ORDERS_VIEW_DETAILS: may send without the ticket token, and send again. */
  staff: boolean;
  signedIn: boolean;
  token?: string;
  address: string;
}

async function throttle(ctx: AppContext, limiter: RateLimiter, key: string): Promise<void> {
  const verdict = await limiter.hit(ctx.db, key, ctx.now());
  if (!verdict.allowed) {
    throw new DomainError('throttled', 'SEND_MAIL_THROTTLED', 'Zu viele Anfragen zum Senden der Tickets. Bitte versuche es später erneut.', {
      retryAfter: verdict.retryAfter,
    });
  }
}

/**
 * The order a visitor names, if the ticket token is its own; an unknown order answers like a wrong token,
 * and both count as a wrong ticket link (issue 38).
 */
async function orderWithToken(ctx: AppContext, ref: string | number, token: string, address: string) {
  const order = await lookupTicketLink(ctx, address, async (db) => {
    const found = await findOrderByRef({ ...ctx, db }, ref).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not-found') return undefined;
      throw error;
    });
    return found && tokenHash(found.public_token) === tokenHash(token) ? found : undefined;
  });
  if (!order) throw forbidden('Der Ticket-Link passt nicht zu dieser Bestellung.', 'TICKET_TOKEN_INVALID');
  return order;
}

/**
 * tickets/send-mail.php. A visitor proves the order with its ticket token; the answer names no address
 * (issue 11). The confirmation already goes out after capture, so for a visitor this is idempotent: it
 * queues a mail only when none exists yet. Staff with order rights may send it again.
 */
export async function sendOrderMail(ctx: AppContext, ref: string | number, caller: SendMailCaller, limits: SendMailLimits): Promise<string> {
  if (!caller.staff && !caller.token) {
    if (caller.signedIn) throw forbidden();
    throw unauthorized('Die Tickets können nur über den Link zur Ticketseite oder vom Veranstalter erneut gesendet werden.', 'TICKET_TOKEN_REQUIRED');
  }
  const order = caller.staff ? await findOrderByRef(ctx, ref) : await orderWithToken(ctx, ref, caller.token as string, caller.address);
  await throttle(ctx, limits.perOrder, String(order.id));
  if (order.status === 'CANCELLED')
    throw conflict('Diese Bestellung wurde storniert; ihre Tickets sind ungültig und werden nicht mehr gesendet.', 'ORDER_CANCELLED');
  if (order.status !== 'CAPTURED') throw conflict('Für diese Bestellung gibt es noch keine Tickets.', 'ORDER_NOT_PAID');
  const existing = await mailsOfOrder(ctx.db, order.id);
  if (existing.length > 0 && !caller.staff) {
    const sent = existing.some((mail) => mail.status === 'sent' || mail.status === 'stored');
    return sent ? `Die Tickets wurden ${TO_THE_ORDER} gesendet.` : `Die Tickets werden ${TO_THE_ORDER} gesendet.`;
  }
  await enqueueOrderMail(ctx.db, order, ctx.now(), TICKETS_MAIL);
  kickMailWorker(ctx);
  return `Die Tickets werden ${TO_THE_ORDER} gesendet.`;
}
