import { describe, expect, it } from 'vitest';
import { toPublicConfig } from './public-config';

describe('toPublicConfig', () => {
  it('falls back to the spec defaults for missing or malformed values', () => {
    const config = toPublicConfig({ shop_name: '', maintenance_mode: 'yes', password_policy: 'x', default_tax_rate: '7' });
    expect(config).toMatchObject({ shopName: 'Musical-Tickets', maintenance: false, passwordPolicy: 'none', taxRate: 19 });
    expect(config.cookieBanner.enabled).toBe(true);
    expect(toPublicConfig({ start_page_layout: 'carousel' }).startLayout).toBe('standard');
  });

  it('reads the saved values', () => {
    const config = toPublicConfig({
      shop_name: 'Bühne',
      maintenance_mode: true,
      password_policy: 'strong',
      support_phone: '0201 1',
      cookie_banner_enabled: false,
    });
    expect(config).toMatchObject({ shopName: 'Bühne', maintenance: true, passwordPolicy: 'strong', supportPhone: '0201 1', cookieBanner: { enabled: false } });
    expect(toPublicConfig({ start_page_layout: 'list' }).startLayout).toBe('list');
    expect(toPublicConfig({ public_event_calendar: true }).publicCalendar).toBe(true);
    expect(toPublicConfig({}).publicCalendar).toBe(false);
    expect(toPublicConfig({ css_file_id: 7, custom_css_file_id: 9 }).stylesheets).toEqual([7, 9]);
    expect(toPublicConfig({ css_file_id: null, custom_css_file_id: 9 }).stylesheets).toEqual([9]);
    expect(toPublicConfig({ address: 'Parkstraße 12', opening_hours: 'Mo–Fr 8–13 Uhr' })).toMatchObject({
      address: 'Parkstraße 12',
      openingHours: 'Mo–Fr 8–13 Uhr',
    });
  });
});
