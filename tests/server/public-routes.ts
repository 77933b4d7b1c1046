/**
 * The API calls anyone may make without a session. Every other route must answer 401/403 without
 * one (route-guards.test.ts); a new public call is added here on purpose, never by accident.
 */
export const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login.php',
  'GET /api/events/list_detailed.php',
  'GET /api/events/info.php',
  'GET /api/files/download.php',
  // Spec §7: the role options for forms are fetched without a session.
  'GET /api/accounts/roles/fetch.php',
]);
