import { directionOf } from '../../../shared/i18n/languages';
import { useShopText } from '../../i18n/use-shop-text';
import { openConsentSettings } from './consent-settings';

/**
 * Reopens the cookie banner with the stored choice (spec §4); needs no IndexedDB code itself. It stands on
 * the legal pages, which are still German (marked so): the button says its own language (issue 53).
 */
export function ConsentSettingsButton() {
  const { t, language } = useShopText();
  return (
    <p lang={language} dir={directionOf(language)}>
      <button type="button" className="button button--ghost" onClick={openConsentSettings}>
        {t('consent.change')}
      </button>
    </p>
  );
}
