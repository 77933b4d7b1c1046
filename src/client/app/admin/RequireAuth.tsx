import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useAuth } from '../../lib/AuthProvider';

/** Spec §2: a signed-out visitor of /admin/* goes to /admin/login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <LoadingScreen />;
  if (status === 'signed-out') return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
