import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiOverviewResponse, WebhookDeliveryDto } from '../../../shared/api/api-keys';
import { formatDateTime } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { fetchWebhookSecret, rotateWebhookSecret } from './api-keys-api';

const EVENTS: Record<string, string> = { 'order.paid': 'Bestellung bezahlt', 'order.cancelled': 'Bestellung storniert' };
const when = (value: string | null) => (value ? formatDateTime(value) : '–');

function statusOf(delivery: WebhookDeliveryDto) {
  if (delivery.delivered_at) return <span className="badge badge--active">Zugestellt</span>;
  if (delivery.gave_up_at) return <span className="badge badge--banned">Aufgegeben</span>;
  return <span className="badge badge--pending">{delivery.attempts ? `Neuer Versuch ${when(delivery.next_attempt_at)}` : 'Wartet'}</span>;
}

const columns: Column<WebhookDeliveryDto>[] = [
  { key: 'id', header: 'Zustellung', cell: (delivery) => delivery.id },
  { key: 'event', header: 'Ereignis', cell: (delivery) => EVENTS[delivery.event] ?? delivery.event },
  { key: 'order', header: 'Bestellung', cell: (delivery) => <Link to={`/admin/orders/details/${delivery.order_id}`}>{delivery.order_id}</Link> },
  { key: 'created', header: 'Ausgelöst', cell: (delivery) => when(delivery.created_at) },
  { key: 'attempts', header: 'Versuche', cell: (delivery) => delivery.attempts },
  { key: 'status', header: 'Status', cell: statusOf },
  { key: 'error', header: 'Letzter Fehler', cell: (delivery) => delivery.last_error ?? '–' },
];

/** The outgoing webhook: where it goes, the key its signature uses, and what was delivered. */
export function WebhookPanel({ overview }: { overview: ApiOverviewResponse }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function show(rotate: boolean) {
    if (rotate && !window.confirm('Neuen Webhook-Schlüssel erzeugen? Der Empfänger muss danach den neuen Schlüssel verwenden.')) return;
    try {
      const answer = rotate ? await rotateWebhookSecret() : await fetchWebhookSecret();
      setSecret(answer.secret);
      setNotice(rotate ? { kind: 'success', text: answer.message } : null);
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Laden des Schlüssels', error) });
    }
  }

  return (
    <section className="panel" aria-labelledby="webhook-heading">
      <h2 id="webhook-heading">Webhook</h2>
      <p>
        {overview.webhook_url ? (
          <>
            Ziel: <code>{overview.webhook_url}</code>.{' '}
          </>
        ) : (
          'Keine Webhook-URL eingetragen. '
        )}
        <Link to="/admin/configuration/general">Webhook-URL in der Konfiguration</Link>
      </p>
      <p>
        Jede Zustellung ist mit HMAC-SHA256 signiert: <code>X-Webhook-Signature: sha256=…</code> über <code>Zeitstempel.Inhalt</code>, dazu{' '}
        <code>X-Webhook-Timestamp</code>. Fehlgeschlagene Zustellungen werden mit wachsendem Abstand wiederholt.
      </p>
      <p>
        <button type="button" className="button button--ghost" onClick={() => void show(false)}>
          Signaturschlüssel anzeigen
        </button>{' '}
        <button type="button" className="button button--ghost" onClick={() => void show(true)}>
          Neuen Signaturschlüssel erzeugen
        </button>
      </p>
      {secret && <code data-testid="webhook-secret">{secret}</code>}
      <NoticeLine notice={notice} />
      <DataTable
        caption="Letzte Zustellungen"
        columns={columns}
        rows={overview.deliveries}
        rowKey={(delivery) => delivery.id}
        empty="Noch keine Zustellungen"
      />
    </section>
  );
}
