import { Outlet } from 'react-router-dom';
import { ShopFooter } from './ShopFooter';
import { ShopNav } from './ShopNav';

export function ShopLayout() {
  return (
    <div className="shop">
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <ShopNav />
      <div id="inhalt" className="shop__content">
        <Outlet />
      </div>
      <ShopFooter />
    </div>
  );
}
