import { type FormEvent, useState } from 'react';
import { PASSWORD_MISMATCH } from '../../../shared/domain/account-rules';
import { type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { usePasswordPolicy } from '../../lib/public-config';
import { changePassword } from '../users/index';

const FIELDS = [
  ['current', 'Aktuelles Passwort', 'current-password'],
  ['next', 'Neues Passwort', 'new-password'],
  ['confirm', 'Neues Passwort bestätigen', 'new-password'],
] as const;

/** Spec §2 change-password section with the texts of spec §5 and §8. */
export function PasswordChange({ userId }: { userId: number }) {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [message, setMessage] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordPolicy = usePasswordPolicy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.next !== values.confirm) {
      setMessage({ kind: 'error', text: PASSWORD_MISMATCH });
      return;
    }
    const weak = passwordPolicy.check(values.next);
    if (weak) {
      setMessage({ kind: 'error', text: weak });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await changePassword(userId, values.current, values.next);
      setValues({ current: '', next: '', confirm: '' });
      setMessage({ kind: 'success', text: 'Passwort erfolgreich geändert!' });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText('Fehler beim Ändern des Passworts', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-form panel" onSubmit={submit} aria-labelledby="password-heading">
      <h2 id="password-heading">Passwort ändern</h2>
      <div className="form-grid">
        {FIELDS.map(([key, label, autoComplete]) => (
          <div className="field" key={key}>
            <label htmlFor={`password-${key}`}>{label}</label>
            <input
              id={`password-${key}`}
              type="password"
              autoComplete={autoComplete}
              required
              value={values[key]}
              onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      {passwordPolicy.hint && <p>{passwordPolicy.hint}</p>}
      <NoticeLine notice={message} />
      <button type="submit" className="button" disabled={busy || !values.current || !values.next}>
        {busy ? 'Speichern...' : 'Passwort ändern'}
      </button>
    </form>
  );
}
