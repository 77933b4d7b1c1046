import { createHash, timingSafeEqual } from 'node:crypto';
import type { CaptureOrderResponse, CaptureStatusResponse } from '../../../../shared/api/orders.js';
import type { AppContext } from '../../../http/context.js';
import * as repo from '../orders.repository.js';

/**
 * What only the checkout that created an order learns (create.php's answer): a one-way function of the order's
 * ticket token, so it is the same for a repeated create and gives the token away to no one. The provider
 * order id does not prove the checkout: staff lists and exports show it (issue 29).
 */
export function checkoutSecret(publicToken: string): string {
  return createHash('sha256').update(`checkout-secret:${publicToken}`).digest('base64url');
}

export function provesCheckout(publicToken: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const expected = Buffer.from(checkoutSecret(publicToken));
  const given = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * capture.php's answer for its caller: the buyer's e-mail and ticket link only for the checkout that proves
 * itself; anyone else (a webhook-like repeat, staff who saw the provider id) learns the rest of the answer.
 */
export async function captureAnswerFor(
  ctx: AppContext,
  answer: CaptureOrderResponse | CaptureStatusResponse,
  secret: string | undefined,
): Promise<CaptureOrderResponse | CaptureStatusResponse> {
  if (!('ticket_url' in answer)) return answer;
  const order = secret ? await repo.findOrder(ctx.db, { id: answer.order_id }) : undefined;
  if (order && provesCheckout(order.public_token, secret)) return answer;
  const { email: _email, ticket_url: _ticketUrl, ...rest } = answer;
  return rest;
}
