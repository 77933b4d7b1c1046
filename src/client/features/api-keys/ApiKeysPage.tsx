import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiKeyDto } from '../../../shared/api/api-keys';
import { API_SCOPES, type ApiScope } from '../../../shared/domain/api-scopes';
import { formatDateTime } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { createApiKey, fetchApiOverview, revokeApiKey } from './api-keys-api';
import { WebhookPanel } from './WebhookPanel';

const when = (value: string | null) => (value ? formatDateTime(value) : '–');

/** Issue 31, sidebar "API Verwaltung" (API_MANAGE): keys with a name and a scope, shown once, revocable. */
export function ApiKeysPage() {
  const [load, reload] = useLoad(fetchApiOverview, []);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiScope>('read');
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const answer = await createApiKey(name.trim(), scope);
      setCreated({ name: answer.item.name, key: answer.key });
      setName('');
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Erstellen', error) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKeyDto) {
    if (!window.confirm(`Schlüssel „${key.name}“ widerrufen? Programme, die ihn benutzen, werden sofort abgewiesen.`)) return;
    try {
      setNotice({ kind: 'success', text: (await revokeApiKey(key.id)).message });
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Widerrufen', error) });
    }
  }

  const columns: Column<ApiKeyDto>[] = [
    { key: 'name', header: 'Name', cell: (key) => key.name },
    { key: 'scope', header: 'Bereich', cell: (key) => API_SCOPES[key.scope].label },
    { key: 'prefix', header: 'Beginnt mit', cell: (key) => <code>{key.prefix}…</code> },
    { key: 'by', header: 'Erstellt von', cell: (key) => key.created_by ?? '–' },
    { key: 'created', header: 'Erstellt', cell: (key) => when(key.created_at) },
    { key: 'used', header: 'Zuletzt benutzt', cell: (key) => when(key.last_used_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (key) =>
        key.revoked_at ? (
          <span className="badge badge--banned">Widerrufen {when(key.revoked_at)}</span>
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => void revoke(key)} aria-label={`Schlüssel ${key.name} widerrufen`}>
            Widerrufen
          </button>
        ),
    },
  ];

  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') return <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>;
  const overview = load.data;

  return (
    <>
      <section className="panel" aria-labelledby="api-keys-heading">
        <h2 id="api-keys-heading">API-Schlüssel</h2>
        <p className={`notice ${overview.api_access ? 'notice--success' : 'notice--error'}`} role="status">
          {overview.api_access
            ? `API-Zugriff ist eingeschaltet; höchstens ${overview.rate_limit} Anfragen pro Minute und Schlüssel.`
            : 'API-Zugriff ist ausgeschaltet: Schlüssel werden abgewiesen.'}{' '}
          <Link to="/admin/configuration/general">Zur Konfiguration</Link>
        </p>
        <p>
          Programme senden den Schlüssel als <code>Authorization: Bearer tsk_…</code>. Ein Schlüssel darf nur die Aufrufe seines Bereichs verwenden.
        </p>
        <form className="form-grid" onSubmit={create} noValidate>
          <div className="field">
            <label htmlFor="api-key-name">Name</label>
            <input id="api-key-name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor="api-key-scope">Bereich</label>
            <select id="api-key-scope" value={scope} onChange={(event) => setScope(event.target.value as ApiScope)}>
              {Object.entries(API_SCOPES).map(([value, rule]) => (
                <option key={value} value={value}>
                  {rule.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={busy || !name.trim()}>
            Schlüssel erstellen
          </button>
        </form>
        {created && (
          <div className="notice notice--success" role="status">
            <p>Schlüssel „{created.name}“ erstellt. Kopiere ihn jetzt – er wird nicht wieder angezeigt:</p>
            <code data-testid="new-api-key">{created.key}</code>
          </div>
        )}
        <NoticeLine notice={notice} />
        <DataTable caption="API-Schlüssel" columns={columns} rows={overview.keys} rowKey={(key) => key.id} empty="Noch keine Schlüssel" />
      </section>
      <WebhookPanel overview={overview} />
    </>
  );
}
