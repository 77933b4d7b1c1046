import { hasPermission } from './permissions.js';

/**
 * Issue 31: what an API key may call. A key acts for the staff member who made it, but only on the calls
 * of its scope, and only with the permissions listed there, whatever that person may do otherwise.
 */
export type ApiScope = 'read' | 'checkin';

interface ScopeRule {
  label: string;
  /** "METHOD /api/path" of every call the scope opens. */
  routes: readonly string[];
  permissions: readonly string[];
}

export const API_SCOPES: Record<ApiScope, ScopeRule> = {
  read: {
    label: 'Lesen: Bestellungen und Statistik',
    routes: ['GET /api/orders/fetch.php', 'GET /api/orders/export.php', 'GET /api/statistics/dashboard.php', 'GET /api/statistics/fetch.php'],
    permissions: ['ORDERS_VIEW', 'ORDERS_VIEW_DETAILS', 'DASHBOARD_VIEW', 'STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED'],
  },
  checkin: {
    label: 'Einlass: Tickets prüfen und einlassen',
    routes: [
      'GET /api/checkin/performances.php',
      'GET /api/checkin/sync.php',
      'POST /api/checkin/upload.php',
      'POST /api/checkin/scan.php',
      'GET /api/checkin/events.php',
    ],
    permissions: ['CHECKIN_SCAN'],
  },
};

export const isApiScope = (value: string): value is ApiScope => Object.hasOwn(API_SCOPES, value);

/** Whether a key of `scope` may make this call (method and route pattern as the server registered it). */
export function scopeAllows(scope: ApiScope, method: string, routeUrl: string): boolean {
  return API_SCOPES[scope].routes.includes(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`);
}

/**
 * Issue 38: a key is never stronger than the person who made it. It holds the scope's permissions that
 * its creator holds now, so a demoted creator's key loses them with the next call.
 */
export function keyPermissions(scope: ApiScope, creatorPermissions: readonly string[]): string[] {
  return API_SCOPES[scope].permissions.filter((key) => hasPermission(creatorPermissions, key));
}

/** API keys start with this, so a bearer token says whether it is a key or a staff session. */
export const API_KEY_PREFIX = 'tsk_';

/** Back-off of outgoing webhooks: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h; then it is given up. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000] as const;

/** When the next attempt after `attempts` failed ones is due, or null when the delivery is given up. */
export function webhookRetryDelayMs(attempts: number): number | null {
  return attempts >= 1 && attempts <= WEBHOOK_RETRY_DELAYS_MS.length ? WEBHOOK_RETRY_DELAYS_MS[attempts - 1] : null;
}
