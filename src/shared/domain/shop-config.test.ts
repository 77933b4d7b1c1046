import { describe, expect, it } from 'vitest';
import { CONFIG_FIELDS, CONFIG_SECTIONS } from './shop-config-fields';
import { checkConfigValue, configDefaults, publicConfig, resolveConfig, validateConfigChanges } from './shop-config';

const field = (key: string) => {
  const found = CONFIG_FIELDS.get(key);
  if (!found) throw new Error(key);
  return found;
};

describe('shop configuration catalogue (spec §3)', () => {
  it('has the fifteen sections a ticket shop uses and the spec defaults', () => {
    expect(CONFIG_SECTIONS).toHaveLength(15);
    const defaults = configDefaults();
    expect(defaults).toMatchObject({
      color_primary: '#1976d2',
      color_secondary: '#ff9800',
      color_background: '#ffffff',
      default_tax_rate: 19,
      cookie_banner_enabled: true,
      maintenance_mode: false,
      max_order_quantity_per_customer: 10,
      order_confirmation_mail: true,
      coupon_codes: false,
      max_coupon_use_per_customer: 1,
      ticket_reservation_minutes: 20,
      auto_eticket_sending: true,
      reservation_limit_per_customer: 5,
      group_discount_percent: 10,
      ticket_return_days: 14,
      ticket_transfer: false,
      multiple_entries_per_day: false,
      minimum_ticket_price: 5,
      public_event_calendar: true,
      max_concurrent_events: 100,
      event_reminder_days: 7,
      admin_two_factor: false,
      ip_block_shop: false,
      notify_new_orders_mail: true,
      api_access: false,
      api_rate_limit: 60,
      auto_backup: true,
      backup_interval_hours: 24,
      last_backup: null,
    });
    // German only (README, Abweichungen): no language settings.
    expect(CONFIG_FIELDS.has('default_language')).toBe(false);
    expect(CONFIG_FIELDS.has('supported_languages')).toBe(false);
  });

  it.each([
    ['default_tax_rate', -0.01, 0, 100, 100.01, 19.99, 19.999],
    ['group_discount_percent', -0.1, 0, 100, 100.1, 12.5, 12.55],
  ])('%s: bounds and step of spec §5', (key, below, min, max, above, onStep, offStep) => {
    expect(checkConfigValue(field(key), below).ok).toBe(false);
    expect(checkConfigValue(field(key), min)).toEqual({ ok: true, value: min });
    expect(checkConfigValue(field(key), max)).toEqual({ ok: true, value: max });
    expect(checkConfigValue(field(key), above).ok).toBe(false);
    expect(checkConfigValue(field(key), onStep)).toEqual({ ok: true, value: onStep });
    expect(checkConfigValue(field(key), offStep).ok).toBe(false);
  });

  it.each([
    ['max_order_quantity_per_customer', 1],
    ['max_coupon_use_per_customer', 1],
    ['ticket_reservation_minutes', 1],
    ['reservation_limit_per_customer', 1],
    ['ticket_return_days', 0],
    ['minimum_ticket_price', 0],
    ['max_concurrent_events', 1],
    ['event_reminder_days', 0],
    ['api_rate_limit', 1],
    ['backup_interval_hours', 1],
  ])('%s has the minimum %s', (key, min) => {
    expect(checkConfigValue(field(key), min).ok).toBe(true);
    expect(checkConfigValue(field(key), min - 1).ok).toBe(false);
  });

  it('refuses fractions for counts and non-numbers everywhere', () => {
    expect(checkConfigValue(field('ticket_reservation_minutes'), 2.5)).toMatchObject({ ok: false, error: expect.stringContaining('ganze Zahl') });
    expect(checkConfigValue(field('ticket_reservation_minutes'), 'abc').ok).toBe(false);
    expect(checkConfigValue(field('ticket_reservation_minutes'), Number.NaN).ok).toBe(false);
    expect(checkConfigValue(field('ticket_reservation_minutes'), '30')).toEqual({ ok: true, value: 30 });
  });

  it('checks colours, selects, e-mails, urls and JSON lists', () => {
    expect(checkConfigValue(field('color_primary'), '#ABCDEF')).toEqual({ ok: true, value: '#abcdef' });
    expect(checkConfigValue(field('color_primary'), 'red').ok).toBe(false);
    expect(checkConfigValue(field('password_policy'), 'strong').ok).toBe(true);
    expect(checkConfigValue(field('password_policy'), 'extreme').ok).toBe(false);
    expect(checkConfigValue(field('support_email'), 'kein-mail').ok).toBe(false);
    expect(checkConfigValue(field('webhook_url'), 'javascript:alert(1)').ok).toBe(false);
    expect(checkConfigValue(field('webhook_url'), 'https://example.org/hook').ok).toBe(true);
    expect(checkConfigValue(field('tax_rules'), [{ country: 'AT', rate: 20 }]).ok).toBe(true);
    expect(checkConfigValue(field('tax_rules'), [{ country: 'Austria', rate: 20 }]).ok).toBe(false);
    expect(
      checkConfigValue(field('tax_rules'), [
        { country: 'AT', rate: 20 },
        { country: 'AT', rate: 13 },
      ]),
    ).toEqual({
      ok: false,
      error: 'Steuerregeln pro Land: Zeile 2: AT steht schon in Zeile 1.',
    });
    expect(checkConfigValue(field('event_blackout_periods'), [{ start: '2025-12-20', end: '2025-12-01' }]).ok).toBe(false);
    expect(checkConfigValue(field('webhook_url'), '/relativ').ok).toBe(false);
    expect(checkConfigValue(field('ip_block_list'), '203.0.113.7\n2001:db8::/32').ok).toBe(true);
    expect(checkConfigValue(field('ip_block_list'), 'irgendwas')).toMatchObject({ ok: false, error: expect.stringContaining('Zeile 1') });
    expect(checkConfigValue(field('last_backup'), '2025-01-01').ok).toBe(false);
  });

  it('keys errors by field and refuses unknown keys', () => {
    const { values, errors } = validateConfigChanges({ shop_name: 'Bühne', ticket_reservation_minutes: 0, nonsense: 1 });
    expect(values).toEqual({ shop_name: 'Bühne' });
    expect(Object.keys(errors).sort()).toEqual(['nonsense', 'ticket_reservation_minutes']);
  });

  it('falls back to defaults for stored values that no longer pass', () => {
    const values = resolveConfig({ ticket_reservation_minutes: 45, max_order_quantity_per_customer: -3, last_backup: '2025-05-01T10:00:00Z' });
    expect(values.ticket_reservation_minutes).toBe(45);
    expect(values.max_order_quantity_per_customer).toBe(10);
    expect(values.last_backup).toBe('2025-05-01T10:00:00Z');
  });

  it('exposes only the public keys', () => {
    const visible = publicConfig(configDefaults());
    expect(Object.keys(visible)).toContain('maintenance_mode');
    expect(Object.keys(visible)).toContain('support_email');
    expect(Object.keys(visible)).not.toContain('ip_block_list');
    expect(Object.keys(visible)).not.toContain('api_keys');
  });
});
