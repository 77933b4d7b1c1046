import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { type FormEvent, useState } from 'react';
import type { AccountDto } from '../../../shared/api/accounts';
import { validateAccount } from '../../../shared/domain/account-rules';
import { useAuth } from '../../lib/AuthProvider';
import { AccountFields, AvatarUpload, type AccountInput, editAccount } from '../users/index';
import { errorText, fieldErrors } from '../../lib/error-text';
import { PasswordChange } from './PasswordChange';
import { TwoFactorSettings } from './TwoFactorSettings';
import '../users/users.css';

/** Spec §2 'Mein Profil': own data, roles read-only, a separate password change. */
export function Profile() {
  const { account } = useAuth();
  if (!account) {
    return <ErrorLine>Fehler beim Laden der Benutzerdaten</ErrorLine>;
  }
  return (
    <>
      <ProfileForm account={account} />
      <PasswordChange userId={account.id} />
      <TwoFactorSettings />
    </>
  );
}

function ProfileForm({ account }: { account: AccountDto }) {
  const { reload } = useAuth();
  const [values, setValues] = useState<Partial<AccountInput>>({
    name: account.name,
    surname: account.surname,
    telephone: account.telephone,
    mail: account.mail,
  });
  const [imageId, setImageId] = useState(account.image_id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(fields: Partial<AccountInput>) {
    setBusy(true);
    setNotice(null);
    try {
      await editAccount({ id: account.id, ...fields });
      setNotice({ kind: 'success', text: 'Daten erfolgreich gespeichert!' });
      await reload();
    } catch (error) {
      setErrors(fieldErrors(error));
      setNotice({ kind: 'error', text: errorText('Fehler beim Speichern der Daten', error) });
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const profile = { name: values.name ?? '', surname: values.surname ?? '', telephone: values.telephone ?? '', mail: values.mail ?? '' };
    const found = validateAccount(profile, { requireUsername: false });
    setErrors(found);
    if (!Object.keys(found).length) await save(profile);
  }

  return (
    <form className="user-form panel" onSubmit={submit} noValidate aria-labelledby="profile-heading">
      <h2 id="profile-heading">Persönliche Daten</h2>
      <AvatarUpload
        imageId={imageId}
        onUploaded={(id) => {
          setImageId(id);
          void save({ ...values, image_id: String(id) });
        }}
      />
      <p>
        Benutzername: <strong>{account.username}</strong>
      </p>
      <AccountFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        show={['name', 'surname', 'telephone', 'mail']}
      />
      <div className="field">
        <span>Rollen</span>
        <p>
          {account.roles.map((role) => (
            <span key={role} className="chip">
              {role}
            </span>
          ))}
        </p>
      </div>
      <NoticeLine notice={notice} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Speichern...' : 'Speichern'}
      </button>
    </form>
  );
}
