import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../../components/RouteError';
import { LoadingScreen } from '../../components/LoadingScreen';
import { lazyRoute } from '../lazy-page';

/** The door kiosk runs full screen without the shop's chrome. */
export const kioskRoutes: RouteObject[] = [
  { path: '/kiosk', errorElement: <RouteError />, hydrateFallbackElement: <LoadingScreen />, lazy: lazyRoute(() => import('./KioskPage')) },
];
