import { describe, expect, it } from 'vitest';
import { handbookHref, handbookPageFor } from './handbook-pages';

describe('handbookPageFor', () => {
  it('finds the page of a screen by its longest path prefix', () => {
    expect(handbookPageFor('/admin')).toBe('dashboard');
    expect(handbookPageFor('/admin/orders/details/17')).toBe('bestellungen');
    expect(handbookPageFor('/admin/statistics')).toBe('statistik');
    expect(handbookPageFor('/admin/statistics/detailed')).toBe('statistik-detailliert');
    expect(handbookPageFor('/admin/configuration/coupons')).toBe('gutscheine');
    expect(handbookPageFor('/admin/mail/template/list')).toBe('mails');
  });

  it('falls back to the table of contents', () => {
    expect(handbookPageFor('/admin/help')).toBe('README');
    expect(handbookPageFor('/admin/support')).toBe('README');
  });
});

describe('handbookHref', () => {
  it('turns links between handbook pages into app addresses', () => {
    expect(handbookHref('bestellungen.md#einzelne-tickets-stornieren')).toBe('/admin/help/bestellungen#einzelne-tickets-stornieren');
    expect(handbookHref('README.md')).toBe('/admin/help');
    expect(handbookHref('https://www.paypal.com/')).toBe('https://www.paypal.com/');
  });

  it('has no app address for the operator guide', () => {
    expect(handbookHref('../betrieb.md#backup')).toBeNull();
  });
});
