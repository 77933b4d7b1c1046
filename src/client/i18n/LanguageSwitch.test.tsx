import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../shared/i18n/catalogs/ar.json';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import type { Catalog, Language } from '../../shared/i18n/languages';
import { NO_SHOP_TEXTS, resolveOffer, type ShopTexts } from '../../shared/i18n/offer';
import { createShopI18n } from './create-i18n';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(cleanup);

const show = (language: Language, catalog: Catalog, texts: ShopTexts = NO_SHOP_TEXTS) =>
  render(
    <I18nextProvider i18n={createShopI18n(language, catalog, texts)}>
      <LanguageSwitch />
    </I18nextProvider>,
  );
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the language switch offers what the school offers (issue 53 item 7)', () => {
  it('German: all five without a setting, each named in itself', () => {
    show('de', de);
    expect((screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('de');
    expect(options()).toEqual(['Deutsch', 'English', 'Türkçe', 'Українська', 'العربية']);
  });

  it('English: only the offered languages', () => {
    show('en', en, { ...resolveOffer('en', ['de', 'en', 'ar']), overrides: {} });
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('en');
    expect(options()).toEqual(['Deutsch', 'English', 'العربية']);
  });

  it('Arabic: its option right to left, and the school wording over the catalog', () => {
    show('ar', ar, { ...resolveOffer('de', ['de', 'ar']), overrides: { ar: { 'language.label': 'اختر اللغة' } } });
    expect((screen.getByRole('combobox', { name: 'اختر اللغة' }) as HTMLSelectElement).value).toBe('ar');
    expect(screen.getByRole('option', { name: 'العربية' }).getAttribute('dir')).toBe('rtl');
  });

  it('is not there when the shop offers German alone', () => {
    show('de', de, { ...resolveOffer('de', ['de']), overrides: {} });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
