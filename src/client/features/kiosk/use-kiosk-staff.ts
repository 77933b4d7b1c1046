import { useEffect, useState } from 'react';
import { hasPermission } from '../../../shared/domain/permissions';
import { useAuth } from '../../lib/AuthProvider';
import { rememberedPermissions, rememberStaff } from './device';
import { kioskDb } from './kiosk-db';

/**
 * The signed-in staff member's door keys. Online they come from the server and are remembered on the
 * device; offline (the session check could not reach the server) the remembered ones stand in, so a
 * kiosk that was set up once keeps admitting without a network. The server checks again on upload.
 */
export function useKioskStaff() {
  const auth = useAuth();
  const [remembered, setRemembered] = useState<string[] | null | undefined>(undefined);
  const user = auth.authUser?.user;
  const confirmedOnline = auth.status === 'signed-in' && auth.account !== null;

  useEffect(() => {
    if (auth.status !== 'signed-in' || !user) return;
    if (confirmedOnline && auth.permissions) {
      void rememberStaff(kioskDb, user, auth.permissions);
      setRemembered(auth.permissions);
    } else {
      void rememberedPermissions(kioskDb, user).then(setRemembered);
    }
  }, [auth.status, auth.permissions, confirmedOnline, user]);

  const permissions = confirmedOnline ? auth.permissions : remembered;
  const loading = auth.status === 'checking' || (auth.status === 'signed-in' && permissions === undefined);
  return {
    status: auth.status,
    loading,
    user,
    offline: auth.status === 'signed-in' && !confirmedOnline,
    canScan: Boolean(permissions && hasPermission(permissions, 'CHECKIN_SCAN')),
    canSell: Boolean(permissions && hasPermission(permissions, 'BOX_OFFICE_SELL')),
    login: auth.login,
    completeLogin: auth.completeLogin,
    logout: auth.logout,
  };
}
