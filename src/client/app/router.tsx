import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../features/auth/AuthProvider';
import { UpdateBar } from '../features/pwa/UpdateBar';
import { adminRoutes } from './admin/admin-routes';
import { kioskRoutes } from './kiosk/kiosk-routes';
import { shopRoutes } from './shop/shop-routes';

const router = createBrowserRouter([...adminRoutes, ...kioskRoutes, ...shopRoutes]);

export function AppRouter() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <UpdateBar />
    </AuthProvider>
  );
}
