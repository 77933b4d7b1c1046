import { useShopText } from '../../i18n/use-shop-text';
import { openConsentSettings } from './consent-settings';

/** Reopens the cookie banner with the stored choice (spec §4); needs no IndexedDB code itself. */
export function ConsentSettingsButton() {
  const { t } = useShopText();
  return (
    <p>
      <button type="button" className="button button--ghost" onClick={openConsentSettings}>
        {t('consent.change')}
      </button>
    </p>
  );
}
