import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isMailAddress } from '../../../shared/domain/account-rules';
import { hasPermission } from '../../../shared/domain/permissions';
import { errorText } from '../../lib/error-text';
import { useAuth } from '../../lib/AuthProvider';
import { saveAlertAddress } from './alerts-api';

/** Remembered per account on this device: "Später" is not asked again here. */
const SKIPPED_KEY = 'alert-address-skipped';

function skipped(userId: number): boolean {
  try {
    return (localStorage.getItem(SKIPPED_KEY) ?? '').split(',').includes(String(userId));
  } catch {
    return false;
  }
}

function skip(userId: number): void {
  try {
    const list = (localStorage.getItem(SKIPPED_KEY) ?? '').split(',').filter(Boolean);
    localStorage.setItem(SKIPPED_KEY, [...list, String(userId)].join(','));
  } catch {
    // No storage (private mode): it is asked again next time, which does no harm.
  }
}

/**
 * Issue 39: the default `admin` has no mail address, so alert mails had nowhere to go. Whoever sees alerts
 * and has no address is asked for one on the dashboard, where signing in leads; "Später" hides the
 * question on this device.
 */
export function AlertAddressPrompt() {
  const { account, permissions, reload } = useAuth();
  const onDashboard = useLocation().pathname.replace(/\/$/, '') === '/admin';
  const [mail, setMail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  const seesAlerts = permissions ? hasPermission(permissions, 'ALERTS_VIEW') : false;
  if (done) {
    return (
      <p className="notice notice--success" role="status">
        {done}
      </p>
    );
  }
  if (!onDashboard || !account || !seesAlerts || account.mail.trim() || hidden || skipped(account.id)) return null;
  const userId = account.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isMailAddress(mail)) {
      setError('Bitte gib eine gültige E-Mail-Adresse ein.');
      return;
    }
    setBusy(true);
    try {
      setDone(await saveAlertAddress(mail));
      await reload();
    } catch (failure) {
      setError(errorText('Fehler beim Speichern', failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="alert-address-heading">
      <h2 id="alert-address-heading">Wohin sollen Warnungen gehen?</h2>
      <p>
        Wenn auf dem Server etwas schiefgeht – die Datenbank antwortet nicht, der Speicher ist voll, ein Backup ist fehlgeschlagen –, schickt der Shop eine
        E-Mail. Für dein Konto ist noch keine E-Mail-Adresse hinterlegt.
      </p>
      <div className="field" style={{ maxWidth: 420 }}>
        <label htmlFor="alert-address">Adresse für Warnungen</label>
        <input
          id="alert-address"
          type="email"
          autoComplete="email"
          value={mail}
          onChange={(event) => setMail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'alert-address-error' : undefined}
        />
        {error && (
          <p id="alert-address-error" className="notice notice--error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        Adresse übernehmen
      </button>{' '}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          skip(userId);
          setHidden(true);
        }}
      >
        Später
      </button>
    </form>
  );
}
