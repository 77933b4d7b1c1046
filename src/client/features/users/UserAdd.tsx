import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormActions } from '../../components/FormActions';
import { validateAccount } from '../../../shared/domain/account-rules';
import { useLoad } from '../../lib/use-load';
import { usePasswordPolicy } from '../../lib/public-config';
import { AccountFields } from './AccountFields';
import { errorText, fieldErrors } from '../../lib/error-text';
import { type AccountInput, addAccount, fetchRoleOptions } from './users-api';
import './users.css';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

/** Spec §2 user add: role options admin, manager, 'Privileged User', user (default user). */
const FALLBACK_ROLES = [
  { name: 'admin', display_name: 'Administrator' },
  { name: 'manager', display_name: 'Manager' },
  { name: 'privileged', display_name: 'Privileged User' },
  { name: 'user', display_name: 'User' },
];

export function UserAdd() {
  const navigate = useNavigate();
  const [roles] = useLoad(fetchRoleOptions, []);
  const [values, setValues] = useState<AccountInput>({ username: '', name: '', surname: '', telephone: '', mail: '', image_id: '' });
  const [role, setRole] = useState('user');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const [busy, setBusy] = useState(false);
  const options = roles.state === 'ready' ? roles.data : FALLBACK_ROLES;
  const passwordPolicy = usePasswordPolicy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAccount(values, { requireUsername: true });
    const weak = passwordPolicy.check(password);
    if (!password) found.password = 'Passwort ist ein Pflichtfeld.';
    else if (weak) found.password = weak;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await addAccount({ ...values, role, password });
      navigate('/admin/user/list');
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorText('Fehler beim Anlegen des Benutzers', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-form panel" onSubmit={submit} noValidate>
      <AccountFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        show={['username', 'name', 'surname', 'telephone', 'mail', 'image_id']}
      />
      <div className="form-grid">
        <div className="field">
          <label htmlFor="account-password">Passwort</label>
          <input
            id="account-password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={Boolean(errors.password)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {passwordPolicy.hint && <small>{passwordPolicy.hint}</small>}
          {errors.password && <p className="field-error">{errors.password}</p>}
        </div>
        <div className="field">
          <label htmlFor="account-role">Rolle</label>
          <select id="account-role" value={role} onChange={(event) => setRole(event.target.value)}>
            {options.map((option) => (
              <option key={option.name} value={option.name}>
                {option.display_name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormActions busy={busy} failure={failure} onCancel={() => navigate('/admin/user/list')} submitLabel="Account erstellen" />
    </form>
  );
}
