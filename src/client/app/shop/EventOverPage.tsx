import { Link } from 'react-router-dom';
import '../../features/pages/pages.css';
import { useShopText } from '../../i18n/use-shop-text';

export default function EventOverPage() {
  const { t } = useShopText();
  return (
    <main className="notice-page">
      <h1>{t('pages.eventOver.title')}</h1>
      <p>{t('pages.eventOver.text')}</p>
      <Link className="button" to="/events">
        {t('pages.eventOver.toEvents')}
      </Link>
    </main>
  );
}
