import { I18nextProvider } from 'react-i18next';
import { useSharedText } from '../../components/use-shared-text';
import { clientShopI18n } from '../../i18n/shop-i18n';

/** Staff screens stay German (issue 53); start-app.tsx draws the same line. */
const onStaffScreen = () => /^\/(admin|kiosk)(\/|$)/.test(window.location.pathname);

/**
 * The button that takes a new version. It sits outside the router (and the shop's ShopLanguage), so on a
 * shop page it takes the shop's language itself; on a staff screen, or before the shop has its texts, German.
 */
export function UpdateOffer({ update }: { update: () => void }) {
  const shop = onStaffScreen() ? undefined : clientShopI18n();
  const button = <UpdateButton update={update} />;
  return shop ? <I18nextProvider i18n={shop}>{button}</I18nextProvider> : button;
}

function UpdateButton({ update }: { update: () => void }) {
  const text = useSharedText();
  return (
    <div className="update-bar" role="status">
      <button type="button" className="update-bar__button" onClick={update}>
        {text('pwa.update', 'Neue Version verfügbar – Jetzt aktualisieren')}
      </button>
    </div>
  );
}
