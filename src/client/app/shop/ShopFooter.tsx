import { Link } from 'react-router-dom';
import { SupportContact } from '../../lib/shop-settings';
import { useShopText } from '../../i18n/use-shop-text';

/** Spec §2 Cookies link: clears consent (Dexie and its mirror) and cookies, then reloads. */
async function clearConsentAndReload() {
  const { resetConsent } = await import('../../features/consent/consent-store');
  await resetConsent();
  window.location.reload();
}

/** Spec §2 footer; it expands on hover and on keyboard focus. */
export function ShopFooter() {
  const { t } = useShopText();
  return (
    <footer className="shop-footer">
      <nav aria-label={t('footer.label')} className="shop-footer__links">
        <Link to="/">{t('footer.start')}</Link>
        <Link to="/kontakt">{t('footer.contact')}</Link>
        <Link to="/impressum">{t('footer.imprint')}</Link>
        <Link to="/impressum#datenschutz">{t('footer.privacy')}</Link>
        <Link to="/agb">{t('footer.terms')}</Link>
        <button type="button" className="link-button" onClick={() => void clearConsentAndReload()}>
          {t('footer.cookies')}
        </button>
        <SupportContact />
      </nav>
    </footer>
  );
}
