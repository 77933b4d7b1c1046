import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../shared/i18n/catalogs/ar.json';
import { createShopI18n } from '../../i18n/create-i18n';
import { UpdateOffer } from './UpdateOffer';

const shop = vi.hoisted(() => ({ instance: undefined as unknown }));
vi.mock('../../i18n/shop-i18n', () => ({ clientShopI18n: () => shop.instance }));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the update offer (issue 53)', () => {
  it("speaks the shop's language on a shop page", () => {
    shop.instance = createShopI18n('ar', ar);
    window.history.replaceState(null, '', '/event/musical');
    render(<UpdateOffer update={() => undefined} />);
    expect(screen.getByRole('button', { name: 'يتوفر إصدار جديد – حدّث الآن' })).toBeTruthy();
  });

  it('stays German on a staff screen, whatever the shop spoke before', () => {
    shop.instance = createShopI18n('ar', ar);
    window.history.replaceState(null, '', '/admin/orders');
    render(<UpdateOffer update={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Neue Version verfügbar – Jetzt aktualisieren' })).toBeTruthy();
  });

  it('is German before the shop has its texts', () => {
    shop.instance = undefined;
    render(<UpdateOffer update={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Neue Version verfügbar – Jetzt aktualisieren' })).toBeTruthy();
  });
});
