import { type FormEvent, useState } from 'react';
import { loginFailureText, type SecondStep } from '../../lib/auth-api';
import { TwoFactorStep } from '../auth/index';
import { REMEMBERED_USER_KEY } from '../../lib/auth-storage';
import { unlockAudio } from './feedback';

/** Door staff sign in with their back-office account, right on the kiosk. */
interface Props {
  login: (user: string, password: string, device: 'kiosk') => Promise<SecondStep | null>;
  completeLogin: (user: string, session: string) => Promise<void>;
}

/** The code is asked once per evening: a kiosk sign-in lasts until 06:00 the next morning (issue 31). */
export function KioskLogin({ login, completeLogin }: Props) {
  const [user, setUser] = useState(() => localStorage.getItem(REMEMBERED_USER_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    unlockAudio();
    setBusy(true);
    setError(null);
    try {
      setSecondStep(await login(user.trim(), password, 'kiosk'));
    } catch (failure) {
      setError(loginFailureText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) {
    return (
      <div className="kiosk-card">
        <TwoFactorStep
          step={secondStep}
          buttonClass="kiosk-button"
          onSignedIn={(session) => completeLogin(user.trim(), session)}
          onCancel={() => {
            setSecondStep(null);
            setPassword('');
          }}
        />
      </div>
    );
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
