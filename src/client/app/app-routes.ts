import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin/admin-routes';
import { kioskRoutes } from './kiosk/kiosk-routes';
import { shopRoutes } from './shop/shop-routes';

/** Every route, in one order for the browser and the server: hydration data is keyed by route ids. */
export const appRoutes: RouteObject[] = [...adminRoutes, ...kioskRoutes, ...shopRoutes];
