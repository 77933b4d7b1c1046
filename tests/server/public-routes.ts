/**
 * The API calls anyone may make without a session. Every other route must answer 401/403 without
 * one (route-guards.test.ts); a new public call is added here on purpose, never by accident.
 */
export const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login.php',
  // The second step of a sign-in (issue 31): the challenge from login.php stands in for the session.
  'POST /api/auth/two_factor/verify.php',
  'POST /api/auth/two_factor/enrol.php',
  'POST /api/auth/two_factor/confirm.php',
  'GET /api/health.php',
  'GET /api/events/list_detailed.php',
  'GET /api/events/info.php',
  // "Öffentlicher Veranstaltungskalender" (issue 33): calendar apps subscribe without an account; off, it is 404.
  'GET /api/events/calendar.ics',
  'GET /api/files/download.php',
  // Sized copies of the pictures download.php serves (issue 14).
  'GET /api/files/image.php',
  // The legal pages are public texts.
  'GET /api/pages/get.php',
  // Spec §7: the role options for forms are fetched without a session.
  'GET /api/accounts/roles/fetch.php',
  // The money path (issue 4): a visitor orders and pays without an account.
  'POST /api/orders/create.php',
  // capture.php answers buyer data only to the checkout's secret from create.php; a bare number learns the status alone.
  'POST /api/orders/capture.php',
  // The binding step's summary, found only by the random provider order id (like capture.php).
  'GET /api/orders/summary.php',
  // The cart's price with coupon and discounts (issue 33), as create.php will charge it; holds nothing.
  'POST /api/orders/quote.php',
  'GET /api/payments/config.php',
  'GET /api/payments/test/sdk.js',
  'POST /api/payments/test/approve.php',
  // PayPal calls this; its signature is verified through PayPal's API instead of a session.
  'POST /api/payments/paypal/webhook.php',
  // The ticket page and PDF are reached through the order's unguessable token.
  'GET /api/tickets/order.php',
  'GET /api/tickets/pdf.php',
  // One performance of the order as an .ics (issue 33), by the same unguessable token as pdf.php.
  'GET /api/tickets/calendar.php',
  'POST /api/tickets/return.php',
  // Ticket transfer (issue 33) by the same token as return.php; off, it answers 409.
  'POST /api/tickets/transfer.php',
  // Public keys verify codes offline; the revocation list names only cancelled codes.
  'GET /api/tickets/public_keys.php',
  'GET /api/tickets/revoked.php',
  // Spec §7: the order id plus its ticket token (or staff rights); rate-limited, never sends twice for a visitor.
  'POST /api/tickets/send-mail.php',
  // The shop's chrome: name, colours, contact, maintenance mode, cookie banner, password policy (issue 6).
  'GET /api/config/public.php',
  // The API's own description for integrators (issue 16): names calls and fields, never data.
  'GET /api/openapi.json',
  // The waiting list (issue 42): whether an event has one, the sign-up, and the personal link's calls by its unguessable token.
  'GET /api/waiting-list/open.php',
  'POST /api/waiting-list/join.php',
  // Double opt-in (issue 52): the sign-up mail's link confirms, found only by the entry's random token.
  'POST /api/waiting-list/confirm.php',
  'GET /api/waiting-list/entry.php',
  'POST /api/waiting-list/leave.php',
  'POST /api/waiting-list/pay.php',
]);
