import { ErrorLine } from '../../components/NoticeLine';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { errorText } from '../../lib/error-text';
import { deleteAccount, displayName, fetchAccount } from './users-api';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

/** Spec §2 user delete confirmation. */
export function UserDelete({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const [account] = useLoad(() => fetchAccount(userId), [userId]);
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const [busy, setBusy] = useState(false);
  const back = () => navigate('/admin/user/list');

  if (account.state === 'loading') return <p role="status">Lade Benutzer...</p>;
  if (account.state === 'error') {
    const missing = account.error instanceof ApiError && account.error.status === 404;
    return <ErrorLine>{missing ? 'Benutzer nicht gefunden.' : 'Fehler beim Laden des Benutzers'}</ErrorLine>;
  }

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount(userId);
      back();
    } catch (error) {
      setFailure(errorText('Fehler beim Löschen', error));
      setBusy(false);
    }
  }

  return (
    <div className="panel">
      <p>Sind Sie sicher, dass Sie den Benutzer {displayName(account.data)} löschen möchten?</p>
      {failure && <ErrorLine>{failure}</ErrorLine>}
      <div className="button-row">
        <button type="button" className="button button--danger" disabled={busy} onClick={confirm}>
          Ja, löschen
        </button>
        <button type="button" className="button button--ghost" onClick={back}>
          Abbrechen
        </button>
      </div>
    </div>
  );
}
