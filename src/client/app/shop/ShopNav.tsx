import { lazy, Suspense } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { InstallButton } from '../../features/pwa/InstallButton';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useScrolled } from './use-scrolled';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useShopText } from '../../i18n/use-shop-text';

// The count needs IndexedDB (Dexie); it arrives just after the first paint.
const CartBadge = lazy(() => import('../../features/cart/CartBadge'));

/** Spec §2 nav: home link, Tickets link (placeholder id 'unfollow-me' when none is known), cart icon. */
export function ShopNav({ showBadge }: { showBadge: boolean }) {
  const { eventId } = useParams();
  const scrolled = useScrolled();
  const online = useOnlineStatus();
  const { t } = useShopText();
  return (
    <header className={scrolled ? 'shop-nav shop-nav--scrolled' : 'shop-nav'}>
      {/* The shop's name, the same in every language. */}
      <Link to="/" className="shop-nav__home" translate="no">
        Musical-Tickets
      </Link>
      <nav aria-label={t('nav.label')} className="shop-nav__links">
        {!online && (
          <span className="shop-nav__offline" role="status">
            {t('nav.offline')}
          </span>
        )}
        <InstallButton className="shop-nav__install" />
        <NavLink to={`/order/tickets/${eventId ?? 'unfollow-me'}`}>{t('nav.tickets')}</NavLink>
        <NavLink to="/order/cart" className="shop-nav__cart">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4m10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4M6.2 6l.9 2H20l-3.6 6.5a2 2 0 0 1-1.8 1H8a2 2 0 0 1-1.8-1.2L2.6 4H1V2h2.9z"
            />
          </svg>
          <span className="visually-hidden">{t('nav.cart')}</span>
          {showBadge && (
            <Suspense fallback={null}>
              <CartBadge />
            </Suspense>
          )}
        </NavLink>
        <LanguageSwitch />
      </nav>
    </header>
  );
}
