import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from './site-info';

/** Spec §2 Cookies link: clears consent (Dexie and its mirror) and cookies, then reloads. */
async function clearConsentAndReload() {
  const { resetConsent } = await import('../../features/consent/consent-store');
  await resetConsent();
  window.location.reload();
}

/** Spec §2 footer; it expands on hover and on keyboard focus. */
export function ShopFooter() {
  return (
    <footer className="shop-footer">
      <nav aria-label="Fußzeile" className="shop-footer__links">
        <Link to="/">Start</Link>
        <Link to="/kontakt">Kontakt</Link>
        <Link to="/impressum">Impressum</Link>
        <Link to="/impressum#datenschutz">Datenschutz</Link>
        <Link to="/agb">AGB</Link>
        <button type="button" className="link-button" onClick={() => void clearConsentAndReload()}>
          Cookies
        </button>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </nav>
    </footer>
  );
}
