import { type FormEvent, useState } from 'react';
import type { UniverseDto } from '../../../shared/api/payments';
import { errorText, fieldErrors } from '../../lib/error-text';
import { saveUniverse } from './universes-api';
import { FormActions } from '../../components/FormActions';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

/**
 * Create or edit a universe. The secret field is always empty: the server never sends the stored secret
 * back, and an empty field keeps it. The built-in test provider only takes a new name.
 */
export function UniverseForm({ universe, onDone, onCancel }: { universe: UniverseDto | null; onDone: (message: string) => void; onCancel: () => void }) {
  const builtIn = universe?.provider === 'test';
  const [name, setName] = useState(universe?.name ?? '');
  const [sandbox, setSandbox] = useState(universe?.is_sandbox ?? true);
  const [clientId, setClientId] = useState(universe?.client_id ?? '');
  const [secret, setSecret] = useState('');
  const [webhookId, setWebhookId] = useState(universe?.webhook_id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Bitte einen Namen angeben.';
    if (!builtIn && !clientId.trim()) found.client_id = 'Bitte die Client-ID von PayPal angeben.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await saveUniverse({
        id: universe?.universe,
        name,
        is_sandbox: sandbox,
        client_id: clientId,
        client_secret: secret,
        webhook_id: webhookId,
      });
      onDone(result.message);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorText('Fehler beim Speichern', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel user-form" onSubmit={submit} noValidate aria-label={universe ? `Universum ${universe.name} bearbeiten` : 'Universum anlegen'}>
      <h2>{universe ? `${universe.name} bearbeiten` : 'Neues PayPal-Universum'}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="universe-name">Name</label>
          <input id="universe-name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(errors.name)} />
          {errors.name && <p className="field-error">{errors.name}</p>}
        </div>
        {!builtIn && (
          <>
            <div className="field">
              <label htmlFor="universe-client-id">Client-ID</label>
              <input
                id="universe-client-id"
                value={clientId}
                autoComplete="off"
                onChange={(e) => setClientId(e.target.value)}
                aria-invalid={Boolean(errors.client_id)}
              />
              {errors.client_id && <p className="field-error">{errors.client_id}</p>}
            </div>
            <div className="field">
              <label htmlFor="universe-secret">Secret</label>
              <input
                id="universe-secret"
                type="password"
                autoComplete="new-password"
                value={secret}
                placeholder={universe?.has_secret ? 'gespeichert – leer lassen, um es zu behalten' : ''}
                onChange={(e) => setSecret(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="universe-webhook">Webhook-ID (optional)</label>
              <input id="universe-webhook" value={webhookId} onChange={(e) => setWebhookId(e.target.value)} />
            </div>
          </>
        )}
      </div>
      {!builtIn && (
        <label className="user-form__check">
          <input type="checkbox" checked={sandbox} onChange={(e) => setSandbox(e.target.checked)} /> Sandbox (Testumgebung von PayPal)
        </label>
      )}
      <FormActions busy={busy} failure={failure} onCancel={onCancel} />
    </form>
  );
}
