import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { useState } from 'react';
import type { UniverseDto } from '../../../shared/api/payments';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { UniverseForm } from './UniverseForm';
import { activateUniverse, deleteUniverse, fetchPaymentStatus, fetchUniverses } from './universes-api';

/** Spec §2 PayPal universes (id, name, sandbox Ja/Nein) with create, edit, delete and activate. */
export function UniverseList() {
  const { can } = useAuth();
  const canEdit = Boolean(can('PAYPAL_EDIT'));
  const [universes, reload] = useLoad(fetchUniverses, []);
  const [status, reloadStatus] = useLoad(fetchPaymentStatus, []);
  const [editing, setEditing] = useState<UniverseDto | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function act(work: () => Promise<{ message: string }>, failure: string) {
    try {
      setNotice({ kind: 'success', text: (await work()).message });
      reload();
      reloadStatus();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(failure, error) });
    }
  }

  const columns: Column<UniverseDto>[] = [
    { key: 'id', header: 'ID', cell: (u) => u.universe },
    {
      key: 'name',
      header: 'Name',
      cell: (u) => (
        <>
          {u.name} {u.provider === 'test' && <span className="chip">Testmodus</span>} {u.active && <Badge kind="active">Aktiv</Badge>}
        </>
      ),
    },
    { key: 'sandbox', header: 'Sandbox', cell: (u) => (u.is_sandbox ? 'Ja' : 'Nein') },
    { key: 'client', header: 'Client-ID', cell: (u) => (u.provider === 'test' ? '–' : u.client_id || '–') },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (u) => (
        <span className="button-row">
          <button
            type="button"
            className="button button--small"
            disabled={!canEdit || u.active}
            aria-label={`${u.name} aktivieren`}
            onClick={() => act(() => activateUniverse(u.universe), 'Aktivieren fehlgeschlagen')}
          >
            Aktivieren
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!canEdit}
            aria-label={`${u.name} bearbeiten`}
            onClick={() => setEditing(u)}
          >
            Bearbeiten
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            disabled={!canEdit || u.active || u.provider === 'test' || u.orders > 0}
            aria-label={`${u.name} löschen`}
            onClick={() => window.confirm(`Universum „${u.name}“ löschen?`) && act(() => deleteUniverse(u.universe), 'Fehler beim Löschen')}
          >
            Löschen
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      {status.state === 'ready' && (
        <p className={`notice notice--${status.data.ok ? 'success' : 'error'}`} role="status">
          Aktiv: {status.data.name ?? 'keins'} – {status.data.message}
        </p>
      )}
      {canEdit && !editing && (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Universum anlegen
          </button>
        </p>
      )}
      <NoticeLine notice={notice} />
      {editing && (
        <UniverseForm
          universe={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setNotice({ kind: 'success', text: message });
            reload();
          }}
        />
      )}
      {universes.state === 'loading' && <p role="status">Lade Universen...</p>}
      {universes.state === 'error' && <ErrorLine>Fehler beim Laden der Universen</ErrorLine>}
      {universes.state === 'ready' && (
        <DataTable caption="PayPal Universen" columns={columns} rows={universes.data} rowKey={(u) => u.universe} empty="Keine Universen" />
      )}
    </>
  );
}
