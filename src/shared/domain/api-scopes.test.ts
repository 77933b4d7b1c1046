import { describe, expect, it } from 'vitest';
import { isApiScope, scopeAllows, webhookRetryDelayMs } from './api-scopes';

describe('API key scopes', () => {
  it('opens only the calls of the scope', () => {
    expect(scopeAllows('read', 'GET', '/api/orders/fetch.php')).toBe(true);
    expect(scopeAllows('read', 'POST', '/api/orders/cancel.php')).toBe(false);
    expect(scopeAllows('read', 'POST', '/api/checkin/scan.php')).toBe(false);
    expect(scopeAllows('checkin', 'POST', '/api/checkin/scan.php')).toBe(true);
    expect(scopeAllows('checkin', 'GET', '/api/orders/fetch.php')).toBe(false);
  });

  it('knows its scopes', () => {
    expect(isApiScope('read')).toBe(true);
    expect(isApiScope('admin')).toBe(false);
    expect(isApiScope('toString')).toBe(false);
  });

  it('retries a webhook with growing waits and gives up after the seventh retry', () => {
    expect(webhookRetryDelayMs(1)).toBe(60_000);
    expect(webhookRetryDelayMs(2)).toBe(300_000);
    expect(webhookRetryDelayMs(7)).toBe(86_400_000);
    expect(webhookRetryDelayMs(8)).toBeNull();
  });
});
