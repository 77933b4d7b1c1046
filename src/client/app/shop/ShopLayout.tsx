import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ShopFooter } from './ShopFooter';
import { ShopNav } from './ShopNav';
import { useAfterLoad } from './use-after-load';
import './shop.css';

// Needs IndexedDB to know whether consent is stored; loads after the page has painted.
const CookieBanner = lazy(() => import('../../features/consent/CookieBanner'));

export function ShopLayout() {
  const loaded = useAfterLoad();
  return (
    <div className="shop">
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <ShopNav showBadge={loaded} />
      <div id="inhalt" className="shop__content">
        <Outlet />
      </div>
      <ShopFooter />
      {loaded && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
    </div>
  );
}
