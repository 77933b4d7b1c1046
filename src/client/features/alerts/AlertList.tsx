import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { ALERT_KIND_LABELS, type AlertDto } from '../../../shared/api/alerts';
import { formatDateTime } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { fetchAlerts, resolveAlert } from './alerts-api';
import '../audit-log/audit-log.css';

/** Issue 31: what needs a person; open ones are marked done by whoever took care of them. */
export function AlertList() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'done' ? 'done' : 'open';
  const [load, reload] = useLoad(() => fetchAlerts(status), [status]);
  const [message, setMessage] = useState<Notice | null>(null);

  async function resolve(alert: AlertDto) {
    try {
      setMessage({ kind: 'success', text: await resolveAlert(alert.id) });
      reload();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText('Fehler beim Speichern', error) });
    }
  }

  const columns: Column<AlertDto>[] = [
    { key: 'at', header: 'Zeit', cell: (alert) => formatDateTime(alert.created_at) },
    { key: 'kind', header: 'Art', cell: (alert) => ALERT_KIND_LABELS[alert.kind] ?? alert.kind },
    { key: 'message', header: 'Meldung', cell: (alert) => alert.message },
    {
      key: 'order',
      header: 'Bestellung',
      cell: (alert) => (alert.order_id ? <Link to={`/admin/orders/details/${alert.order_id}`}>{alert.order_id}</Link> : '–'),
    },
    { key: 'mailed', header: 'Gemailt', cell: (alert) => (alert.mailed_at ? formatDateTime(alert.mailed_at) : '–') },
    status === 'open'
      ? {
          key: 'actions',
          header: 'Aktionen',
          cell: (alert) =>
            alert.pending ? (
              // Not stored yet (issue 52 item 8): nothing to mark done until the database has room for it.
              'Wird gespeichert, sobald wieder Platz ist'
            ) : (
              <button
                type="button"
                className="button button--small"
                onClick={() => void resolve(alert)}
                aria-label={`Alert ${alert.id} als erledigt markieren`}
              >
                Erledigt
              </button>
            ),
        }
      : {
          key: 'done',
          header: 'Erledigt',
          cell: (alert) => `${alert.resolved_at ? formatDateTime(alert.resolved_at) : ''} von ${alert.resolved_by ?? 'unbekannt'}`,
        },
  ];

  return (
    <>
      <div className="field" style={{ maxWidth: 260 }}>
        <label htmlFor="alerts-status">Anzeigen</label>
        <select id="alerts-status" value={status} onChange={(event) => setParams(new URLSearchParams({ status: event.target.value }))}>
          <option value="open">Offen</option>
          <option value="done">Erledigt</option>
        </select>
      </div>
      <NoticeLine notice={message} />
      {load.state === 'loading' && <LoadingScreen />}
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>}
      {load.state === 'ready' && <AlertRecipients recipients={load.data.recipients ?? []} />}
      {load.state === 'ready' && (
        <DataTable
          caption="Alerts"
          columns={columns}
          rows={load.data.alerts}
          rowKey={(alert) => alert.id}
          empty={status === 'open' ? 'Keine offenen Alerts' : 'Keine erledigten Alerts'}
        />
      )}
    </>
  );
}

/** Issue 39: where alert mails go, and what to do when they go nowhere. */
function AlertRecipients({ recipients }: { recipients: string[] }) {
  if (recipients.length === 0) {
    return (
      <p className="notice notice--error" role="status">
        Alerts werden an niemanden gemailt: Kein Konto, das Alerts sehen darf, hat eine E-Mail-Adresse. Bitte unter{' '}
        <Link to="/admin/user/self">Mein Profil</Link> eine Adresse eintragen.
      </p>
    );
  }
  return <p>Alerts werden gemailt an: {recipients.join(', ')}</p>;
}
