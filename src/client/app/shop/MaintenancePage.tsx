import '../../features/pages/pages.css';
import { useShopText } from '../../i18n/use-shop-text';

export default function MaintenancePage() {
  const { t } = useShopText();
  return (
    <main className="notice-page">
      <h1>{t('pages.maintenance.title')}</h1>
      <p>{t('pages.maintenance.text')}</p>
    </main>
  );
}
