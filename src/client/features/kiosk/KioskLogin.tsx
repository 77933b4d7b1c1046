import { type FormEvent, useState } from 'react';
import { loginFailureText } from '../auth/auth-api';
import { REMEMBERED_USER_KEY } from '../../lib/auth-storage';
import { unlockAudio } from './feedback';

/** Door staff sign in with their back-office account, right on the kiosk. */
export function KioskLogin({ login }: { login: (user: string, password: string) => Promise<void> }) {
  const [user, setUser] = useState(() => localStorage.getItem(REMEMBERED_USER_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    unlockAudio();
    setBusy(true);
    setError(null);
    try {
      await login(user.trim(), password);
    } catch (failure) {
      setError(loginFailureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="kiosk-card" onSubmit={submit} noValidate>
      <h1>Einlass</h1>
      <p>Bitte mit dem Backoffice-Konto anmelden.</p>
      <label className="field">
        <span>Benutzername</span>
        <input name="username" autoComplete="username" value={user} onChange={(e) => setUser(e.target.value)} required />
      </label>
      <label className="field">
        <span>Passwort</span>
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="kiosk-button" disabled={busy || !user || !password}>
        {busy ? 'Anmelden…' : 'Anmelden'}
      </button>
    </form>
  );
}
