import { ErrorLine } from '../../components/NoticeLine';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type AccountDto, STATUS_LABELS, USER_STATUSES, type UserStatusValue } from '../../../shared/api/accounts';
import { validateAccount } from '../../../shared/domain/account-rules';
import { ApiError } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { AccountFields } from './AccountFields';
import { AvatarUpload } from './AvatarUpload';
import { TwoFactorReset } from './TwoFactorReset';
import { errorText, fieldErrors } from '../../lib/error-text';
import { type AccountInput, editAccount, fetchAccount, fetchRoleOptions } from './users-api';
import './users.css';
import { usePasswordPolicy } from '../../lib/public-config';
import { FormActions } from '../../components/FormActions';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

export function UserEdit({ userId }: { userId: number }) {
  const [account] = useLoad(() => fetchAccount(userId), [userId]);
  const signedInId = useAuth().account?.id;
  if (account.state === 'loading') return <p role="status">Lade Benutzer...</p>;
  if (account.state === 'error') {
    const missing = account.error instanceof ApiError && account.error.status === 404;
    return <ErrorLine>{missing ? 'Benutzer nicht gefunden.' : 'Fehler beim Laden des Benutzers'}</ErrorLine>;
  }
  return (
    <>
      <EditForm account={account.data} />
      <TwoFactorReset userId={account.data.id} username={account.data.username} self={signedInId === account.data.id} />
    </>
  );
}

function EditForm({ account }: { account: AccountDto }) {
  const navigate = useNavigate();
  const [roleOptions] = useLoad(fetchRoleOptions, []);
  const [values, setValues] = useState<AccountInput>({
    username: account.username,
    name: account.name,
    surname: account.surname,
    telephone: account.telephone,
    mail: account.mail,
    image_id: account.image_id ? String(account.image_id) : '',
  });
  const [roles, setRoles] = useState<string[]>(account.roles);
  const [status, setStatus] = useState<UserStatusValue>(account.status);
  const [password, setPassword] = useState('');
  // One's own new password goes with the current one (the server refuses it otherwise).
  const self = useAuth().account?.id === account.id;
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const [busy, setBusy] = useState(false);
  const back = () => navigate('/admin/user/list');
  const passwordPolicy = usePasswordPolicy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAccount(values, { requireUsername: true });
    const weak = password ? passwordPolicy.check(password) : null;
    if (weak) found.password = weak;
    if (self && password && !currentPassword) found.current_password = 'Bitte das aktuelle Passwort eingeben.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await editAccount({ id: account.id, ...values, roles, status, password, currentPassword });
      back();
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorText('Fehler beim Speichern', error));
    } finally {
      setBusy(false);
    }
  }

  const toggleRole = (name: string, on: boolean) => setRoles((current) => (on ? [...current, name] : current.filter((role) => role !== name)));

  return (
    <form className="user-form panel" onSubmit={submit} noValidate>
      <AvatarUpload
        imageId={values.image_id ? Number(values.image_id) : null}
        onUploaded={(id) => setValues((current) => ({ ...current, image_id: String(id) }))}
      />
      <AccountFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        show={['username', 'name', 'surname', 'telephone', 'mail']}
      />
      <fieldset>
        <legend>Rollen</legend>
        {(roleOptions.state === 'ready' ? roleOptions.data : roles.map((name) => ({ name, display_name: name }))).map((option) => (
          <label key={option.name} className="user-form__check">
            <input type="checkbox" checked={roles.includes(option.name)} onChange={(event) => toggleRole(option.name, event.target.checked)} />
            {option.display_name}
          </label>
        ))}
      </fieldset>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="account-status">Status</label>
          <select id="account-status" value={status} onChange={(event) => setStatus(event.target.value as UserStatusValue)}>
            {USER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="account-password">Passwort (leer lassen für unverändert)</label>
          <input
            id="account-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.password)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {passwordPolicy.hint && <small>{passwordPolicy.hint}</small>}
          {errors.password && <p className="field-error">{errors.password}</p>}
        </div>
        {self && (
          <div className="field">
            <label htmlFor="account-current-password">Aktuelles Passwort</label>
            <input
              id="account-current-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={Boolean(errors.current_password)}
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
            {errors.current_password && <p className="field-error">{errors.current_password}</p>}
          </div>
        )}
      </div>
      <FormActions busy={busy} failure={failure} onCancel={back} />
    </form>
  );
}
