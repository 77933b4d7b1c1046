/**
 * How long one capture may talk to the provider before another caller or the sweep may take over: the
 * capture call and one more (a token or a re-read). A claim that runs out early costs only a repeated,
 * idempotent provider call (same request id; settle locks the order row), never a second payment.
 */
export function captureClaimMs(config: { paypal: { timeoutMs: number } }): number {
  return config.paypal.timeoutMs * 2 + 2_000;
}
