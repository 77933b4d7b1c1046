import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import de from '../../shared/i18n/catalogs/de.json';
import type { Catalog, Language } from '../../shared/i18n/languages';
import { createShopI18n } from './create-i18n';

/**
 * For unit tests only: the shop's texts in one language without loading a chunk. App code never imports
 * this file (it would put the German catalog in every visitor's bundle).
 */
export function inLanguage(language: Language = 'de', catalog: Catalog = de) {
  const instance = createShopI18n(language, catalog);
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
