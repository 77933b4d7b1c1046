import { useShopText } from '../../i18n/use-shop-text';
import { openConsentSettings } from './consent-settings';

/** Spec §4 placeholder of an embed the visitor has not agreed to, with the way to the settings. */
export function ConsentPlaceholder() {
  const { t } = useShopText();
  return (
    <div className="consent-placeholder" style={{ height: 300 }}>
      <p>{t('consent.placeholder')}</p>
      <button type="button" className="button button--ghost" onClick={openConsentSettings}>
        {t('consent.open')}
      </button>
    </div>
  );
}
