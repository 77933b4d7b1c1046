import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { usePublicConfig } from '../../features/configuration/public-config';
import { MaintenanceGate, useShopTheme } from '../../features/configuration/shop-settings';
import { ShopFooter } from './ShopFooter';
import { ShopNav } from './ShopNav';
import { usePageStart } from '../use-page-start';
import { useAfterLoad } from './use-after-load';
import './shop.css';

// Needs IndexedDB to know whether consent is stored; loads after the page has painted.
const CookieBanner = lazy(() => import('../../features/consent/CookieBanner'));

export function ShopLayout() {
  const loaded = useAfterLoad();
  const theme = useShopTheme();
  const banner = usePublicConfig()?.cookieBanner;
  usePageStart('inhalt');
  return (
    <div className="shop" style={theme}>
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <ShopNav showBadge={loaded} />
      <div id="inhalt" className="shop__content">
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </div>
      <ShopFooter />
      {/* The banner can be switched off in the configuration (spec §3 legal and privacy). */}
      {loaded && banner?.enabled !== false && (
        <Suspense fallback={null}>
          <CookieBanner text={banner?.text} />
        </Suspense>
      )}
    </div>
  );
}
