import type { ReactNode } from 'react';
import { hasPermission } from '../../../shared/domain/permissions';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useAuth } from '../../lib/AuthProvider';
import { useDocumentTitle } from './use-document-title';

/** Spec §2/§8 denied view. */
export const DENIED_TITLE = 'Keine Berechtigung';
export const DENIED_TEXT = 'Sie haben keine Berechtigung, diese Seite zu sehen.';

/** Spec §4 admin page gate: loading, then the page or the denied view. The server checks again on every call. */
export function PageGate({ permission, children }: { permission: string | readonly string[]; children: ReactNode }) {
  const { permissions } = useAuth();
  if (!permissions) return <LoadingScreen />;
  if (!hasPermission(permissions, permission)) {
    return <Denied />;
  }
  return <>{children}</>;
}

function Denied() {
  useDocumentTitle(DENIED_TITLE);
  return (
    <main className="admin-page">
      <h1>{DENIED_TITLE}</h1>
      <p>{DENIED_TEXT}</p>
    </main>
  );
}
