import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { loginFailureText, type SecondStep } from '../../lib/auth-api';
import { TwoFactorStep } from '../../features/auth/TwoFactorStep';
import { REMEMBERED_USER_KEY } from '../../lib/auth-storage';
import { useAuth } from '../../lib/AuthProvider';

export default function LoginPage() {
  const { login, completeLogin, status } = useAuth();
  const navigate = useNavigate();
  const [user, setUser] = useState(() => localStorage.getItem(REMEMBERED_USER_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  useEffect(() => {
    document.title = 'Anmelden - Musical-Tickets';
  }, []);

  if (status === 'signed-in') return <Navigate to="/admin" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = await login(user.trim(), password);
      if (next) {
        setSecondStep(next);
        return;
      }
      navigate('/admin', { replace: true });
    } catch (failure) {
      setError(loginFailureText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) {
    return (
      <main className="login">
        <div className="login__card">
          <TwoFactorStep
            step={secondStep}
            onSignedIn={async (session) => {
              await completeLogin(user.trim(), session);
              navigate('/admin', { replace: true });
            }}
            onCancel={() => {
              setSecondStep(null);
              setPassword('');
            }}
          />
        </div>
      </main>
    );
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} noValidate>
        <h1>Backoffice</h1>
        <label className="field">
          <span>Benutzername</span>
          <input name="username" autoComplete="username" value={user} onChange={(e) => setUser(e.target.value)} required />
        </label>
        <div className="field">
          <label htmlFor="login-password">Passwort</label>
          <span className="field__with-action">
            <input
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <button type="button" className="button button--ghost" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
              {showPassword ? 'Verbergen' : 'Anzeigen'}
            </button>
          </span>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={busy || !user || !password}>
          {busy ? 'Anmelden…' : 'Anmelden'}
        </button>
      </form>
    </main>
  );
}
