import type { Kysely } from 'kysely';

/**
 * Issue 33 point 9: settings a ticket shop cannot act on left the configuration page (README, Abweichungen).
 * Their stored values would only ride along in backups and config/get.php answers, so they go too.
 */
export const REMOVED_SETTINGS = [
  'currency',
  'auto_exchange_rates',
  'live_chat',
  'analytics_id',
  'pixel_id',
  'conversion_api_key',
  'newsletter_enabled',
  'newsletter_double_opt_in',
  'newsletter_sending_domain',
  'default_shipping_cost',
  'shipping_countries',
  'carriers',
  'payment_methods',
  'custom_js_file_id',
  'google_fonts_url',
  'license_key',
  'demo_mode',
  'debug_mode',
  'password_reset_sms',
  'notify_critical_errors_sms',
  'notify_status_push',
  'oauth',
  'time_zone',
  'qr_verification',
  'vip_tickets',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', [...REMOVED_SETTINGS]).execute();
}

/** Nothing to restore: without a row every setting reads as its default, and these have no field any more. */
export async function down(): Promise<void> {}
