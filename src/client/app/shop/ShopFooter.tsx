import { Link } from 'react-router-dom';
import { SupportContact } from '../../features/configuration/shop-settings';

function clearConsentAndReload() {
  localStorage.removeItem('cookie_consent_v2');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
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
        <button type="button" className="link-button" onClick={clearConsentAndReload}>
          Cookies
        </button>
        <SupportContact />
      </nav>
    </footer>
  );
}
