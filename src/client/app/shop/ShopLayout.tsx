import { Outlet } from 'react-router-dom';
import { MaintenanceGate, useShopTheme } from '../../features/configuration/shop-settings';
import { ShopFooter } from './ShopFooter';
import { ShopNav } from './ShopNav';

export function ShopLayout() {
  const theme = useShopTheme();
  return (
    <div className="shop" style={theme}>
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <ShopNav />
      <div id="inhalt" className="shop__content">
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </div>
      <ShopFooter />
    </div>
  );
}
