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
    // The languages are the Localization page's (localization/save.php, issue 53 item 7), not this form's.
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

/** The error for `raw`, or the stored value when it passes. */
const check = (key: string, raw: unknown) => {
  const checked = checkConfigValue(field(key), raw);
  return checked.ok ? { value: checked.value } : { error: checked.error };
};

describe('text fields', () => {
  it('trims one-line texts but keeps a multi-line text as written, with Windows line ends made plain', () => {
    expect(check('shop_name', '  Bühne frei  ')).toEqual({ value: 'Bühne frei' });
    expect(check('address', '  Aula\r\nParkstraße 12  ')).toEqual({ value: '  Aula\nParkstraße 12  ' });
  });

  it('refuses anything but a string', () => {
    expect(check('shop_name', 42)).toEqual({ error: 'Shop-Name: Bitte einen Text eingeben.' });
    expect(check('address', null)).toEqual({ error: 'Adresse: Bitte einen Text eingeben.' });
  });

  it('allows a field’s own length, else 500 characters for a line and 2000 for a text', () => {
    expect(check('shop_name', 'x'.repeat(80))).toEqual({ value: 'x'.repeat(80) });
    expect(check('shop_name', 'x'.repeat(81))).toEqual({ error: 'Shop-Name: Höchstens 80 Zeichen.' });
    const path = `/${'a'.repeat(499)}`;
    expect(check('imprint_url', path)).toEqual({ value: path });
    expect(check('imprint_url', `${path}a`)).toEqual({ error: 'Link Impressum: Höchstens 500 Zeichen.' });
    const note = { key: 'note', label: 'Notiz', kind: 'textarea', default: '' } as const;
    expect(checkConfigValue(note, 'x'.repeat(2000)).ok).toBe(true);
    expect(checkConfigValue(note, 'x'.repeat(2001))).toEqual({ ok: false, error: 'Notiz: Höchstens 2000 Zeichen.' });
  });

  it('takes a shop address as a path of this shop or an http(s) address, and nothing else', () => {
    for (const url of ['', '/programm', 'https://musical.example.org', 'http://musical.example.org/karten']) {
      expect(check('shop_url', url)).toEqual({ value: url });
    }
    for (const url of ['//fremd.example.org', 'ftp://musical.example.org', 'mailto:musical@example.org', 'musical.example.org', 'kein Link']) {
      expect(check('shop_url', url)).toEqual({ error: 'Shop-URL: Bitte eine gültige URL (https://…) eingeben.' });
    }
  });

  it('wants a full address for the webhook, which the server calls (the https-only rule is the service’s)', () => {
    expect(check('webhook_url', 'http://hooks.example.org/shop')).toEqual({ value: 'http://hooks.example.org/shop' });
    expect(check('webhook_url', '')).toEqual({ value: '' });
    expect(check('webhook_url', '/weiter?ziel=https://hooks.example.org')).toEqual({
      error: 'Webhook-URL: Bitte eine vollständige URL (https://…) eingeben.',
    });
  });

  it('checks e-mail addresses and phone numbers', () => {
    expect(check('support_email', '')).toEqual({ value: '' });
    expect(check('support_email', 'kein-mail')).toEqual({ error: 'Support-E-Mail: Bitte eine gültige E-Mail-Adresse eingeben.' });
    expect(check('support_phone', '+49 (201) 123/45-6')).toEqual({ value: '+49 (201) 123/45-6' });
    expect(check('support_phone', '')).toEqual({ value: '' });
    expect(check('support_phone', '0201 123 abc')).toEqual({ error: 'Support-Telefon: Nur Ziffern, Leerzeichen und + ( ) / - sind erlaubt.' });
  });
});

describe('number fields', () => {
  it('names the minimum for a value below it, a negative one typed or written too', () => {
    const below = { error: 'Maximale Bestellmenge pro Kunde: Der Wert muss mindestens 1 sein.' };
    expect(check('max_order_quantity_per_customer', -3)).toEqual(below);
    expect(check('max_order_quantity_per_customer', -1.5)).toEqual(below);
    expect(check('max_order_quantity_per_customer', '-3')).toEqual(below);
    expect(check('max_order_quantity_per_customer', ' -3')).toEqual(below);
    expect(check('max_order_quantity_per_customer', 0)).toEqual(below);
  });

  it('asks for a whole number, or for at most the step’s decimals, where the input is no plain number', () => {
    const whole = { error: 'Maximale Bestellmenge pro Kunde: Bitte eine ganze Zahl eingeben.' };
    for (const raw of ['abc', '-abc', '1-2', '2,5', Number.NaN, true]) expect(check('max_order_quantity_per_customer', raw)).toEqual(whole);
    expect(check('default_tax_rate', 'neunzehn')).toEqual({ error: 'Standard-Steuersatz (%): Bitte eine Zahl mit höchstens 2 Nachkommastellen eingeben.' });
    expect(check('default_tax_rate', '7,5')).toEqual({ value: 7.5 });
  });

  it('names the maximum above it', () => {
    expect(check('max_order_quantity_per_customer', 401)).toEqual({ error: 'Maximale Bestellmenge pro Kunde: Der Wert darf höchstens 400 sein.' });
  });

  it('holds a value to its step where the step is no power of ten', () => {
    const half = { key: 'half', label: 'Halbe', kind: 'number', default: 0, min: 0, max: 10, step: 0.5 } as const;
    expect(checkConfigValue(half, 2.5)).toEqual({ ok: true, value: 2.5 });
    expect(checkConfigValue(half, 0.3)).toEqual({ ok: false, error: 'Halbe: Bitte ein Vielfaches von 0.5 eingeben.' });
  });
});

describe('colours, switches, choices and files', () => {
  it('takes a colour only as a text #rrggbb', () => {
    const wrong = { error: 'Primärfarbe: Bitte eine Farbe im Format #rrggbb angeben.' };
    for (const raw of ['#abcdef0', 'x#abcdef', '#abc', ['#abcdef'], 0xabcdef]) expect(check('color_primary', raw)).toEqual(wrong);
  });

  it('takes a switch only as true or false', () => {
    expect(check('maintenance_mode', true)).toEqual({ value: true });
    expect(check('maintenance_mode', false)).toEqual({ value: false });
    expect(check('maintenance_mode', 'true')).toEqual({ error: 'Wartungsmodus: Bitte an oder aus wählen.' });
  });

  it('takes one of the offered options', () => {
    expect(check('start_page_layout', 'grid')).toEqual({ value: 'grid' });
    expect(check('start_page_layout', 'Grid')).toEqual({ error: 'Layout der Startseite: Bitte eine der Optionen wählen.' });
  });

  it('takes several offered options, stored once each in the offered order', () => {
    const days = {
      key: 'days',
      label: 'Tage',
      kind: 'multiselect',
      default: [],
      options: [
        ['fr', 'Freitag'],
        ['sa', 'Samstag'],
        ['so', 'Sonntag'],
      ],
    } as const;
    expect(checkConfigValue(days, ['so', 'fr', 'so'])).toEqual({ ok: true, value: ['fr', 'so'] });
    expect(checkConfigValue(days, [])).toEqual({ ok: true, value: [] });
    for (const raw of ['fr', ['fr', 'mo'], ['fr', 1]])
      expect(checkConfigValue(days, raw)).toEqual({ ok: false, error: 'Tage: Bitte nur angebotene Optionen wählen.' });
  });

  it('takes an uploaded file by its id, or none', () => {
    expect(check('logo_file_id', null)).toEqual({ value: null });
    expect(check('logo_file_id', 1)).toEqual({ value: 1 });
    expect(check('logo_file_id', 2 ** 31 - 1)).toEqual({ value: 2 ** 31 - 1 });
    for (const raw of [0, -1, 1.5, '5', 2 ** 31, undefined]) expect(check('logo_file_id', raw)).toEqual({ error: 'Logo (SVG): Ungültige Datei.' });
  });

  it('never takes a read-only value from the form', () => {
    expect(check('last_backup', '2025-01-01T10:00:00Z')).toEqual({ error: 'Letztes Backup: Dieser Wert kann nicht geändert werden.' });
  });
});

describe('saving and reading the configuration', () => {
  it('names an unknown setting', () => {
    expect(validateConfigChanges({ nonsense: 1 }).errors).toEqual({ nonsense: 'Unbekannte Einstellung "nonsense".' });
  });

  it('checks each address of the staff recipients (issue 33)', () => {
    expect(validateConfigChanges({ notify_new_orders_recipients: 'kasse@example.org\nleitung@example.org' })).toEqual({
      values: { notify_new_orders_recipients: 'kasse@example.org\nleitung@example.org' },
      errors: {},
    });
    expect(validateConfigChanges({ notify_new_orders_recipients: 'kasse@example.org\nleitung' })).toEqual({
      values: {},
      errors: { notify_new_orders_recipients: 'Empfänger für neue Bestellungen: „leitung“ ist keine gültige E-Mail-Adresse.' },
    });
  });

  it('reads a read-only value only as a text', () => {
    expect(resolveConfig({ last_backup: 12345 }).last_backup).toBeNull();
    expect(resolveConfig({ last_backup_size: '1048576' }).last_backup_size).toBe('1048576');
  });

  it('publishes the stored values of the public keys', () => {
    const values = resolveConfig({ shop_name: 'Bühne', ip_block_list: '203.0.113.7' });
    expect(publicConfig(values)).toMatchObject({ shop_name: 'Bühne', maintenance_mode: false });
  });
});
