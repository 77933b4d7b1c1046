import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../../components/RouteError';
import { lazyPage } from '../lazy-page';

/** The door kiosk runs full screen without the shop's chrome. */
export const kioskRoutes: RouteObject[] = [
  { path: '/kiosk', errorElement: <RouteError />, element: lazyPage(() => import('./KioskPage')) },
];
