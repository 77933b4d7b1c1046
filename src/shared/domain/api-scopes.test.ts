import { describe, expect, it } from 'vitest';
import { isApiScope, keyPermissions, scopeAllows, webhookRetryDelayMs } from './api-scopes';

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

describe('API keys in detail', () => {
  it('lets a HEAD request through where the scope opens the GET', () => {
    expect(scopeAllows('read', 'HEAD', '/api/orders/fetch.php')).toBe(true);
    expect(scopeAllows('checkin', 'HEAD', '/api/checkin/scan.php')).toBe(false);
  });

  it('holds only the scope permissions its creator holds now', () => {
    expect(keyPermissions('read', ['ORDERS_VIEW', 'CHECKIN_SCAN', 'STATISTICS_VIEW'])).toEqual(['ORDERS_VIEW', 'STATISTICS_VIEW']);
    expect(keyPermissions('checkin', ['ORDERS_VIEW'])).toEqual([]);
    expect(keyPermissions('checkin', ['ADMIN'])).toEqual(['CHECKIN_SCAN']);
  });

  it('has no retry before the first failed attempt', () => {
    expect(webhookRetryDelayMs(0)).toBeNull();
    expect(webhookRetryDelayMs(-1)).toBeNull();
  });
});
