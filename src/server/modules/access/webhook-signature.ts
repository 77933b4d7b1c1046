import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Outgoing webhooks are signed like this (README "Webhooks"): HMAC-SHA256 with the shop's webhook secret
 * over `<timestamp>.<body>`, sent as `X-Webhook-Signature: sha256=<hex>` beside `X-Webhook-Timestamp`.
 * The timestamp in the signed text lets a receiver refuse old replays.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does; the tests check the shop's deliveries with it. */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return /^\d+$/.test(timestamp) && expected.length === given.length && timingSafeEqual(expected, given);
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
