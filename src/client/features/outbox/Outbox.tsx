import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OutboxMail } from '../../../shared/api/mail';
import { MAIL_KIND_LABELS, mailStatusLabel } from '../../../shared/domain/mail-status';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { formatStamp, MailNav } from '../mail-templates/index';
import { fetchOutbox, resendMail } from './outbox-api';
import '../mail-templates/mail-templates.css';
import './outbox.css';

const TONE: Record<OutboxMail['status'], string> = {
  sent: 'active',
  stored: 'active',
  failed: 'banned',
  retry: 'pending',
  queued: 'pending',
  sending: 'pending',
  suppressed: 'inactive',
};
const FILTERS = { alle: 'Alle', gesendet: 'Gesendet', fehlgeschlagen: 'Fehlgeschlagen', wartend: 'Wartend' } as const;
type Filter = keyof typeof FILTERS;
const matches = (mail: OutboxMail, filter: Filter) =>
  filter === 'alle' ||
  (filter === 'gesendet' && (mail.status === 'sent' || mail.status === 'stored')) ||
  (filter === 'fehlgeschlagen' && mail.status === 'failed') ||
  (filter === 'wartend' && ['queued', 'sending', 'retry'].includes(mail.status));

/** The sidebar's 'Mails': what went out and what failed, with resend. */
export function Outbox() {
  const [load, reload] = useLoad(fetchOutbox, []);
  const { can } = useAuth();
  const [params, setParams] = useSearchParams();
  const [message, setMessage] = useState<Notice | null>(null);
  const filter = (Object.keys(FILTERS).includes(params.get('status') ?? '') ? params.get('status') : 'alle') as Filter;

  async function resend(mail: OutboxMail) {
    try {
      setMessage({ kind: 'success', text: await resendMail(mail.id) });
      reload();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText('Fehler beim Senden', error) });
    }
  }

  const mailKind = (mail: OutboxMail) =>
    `${MAIL_KIND_LABELS[mail.template_name] ?? mail.template_name}${mail.order_id ? ` · Bestellung ${mail.order_id}` : ''}`;
  const columns: Column<OutboxMail>[] = [
    { key: 'id', header: 'ID', cell: (mail) => mail.id },
    // Status first after the id: on a tablet it stays in view beside the sticky actions (issue 32 item 9).
    {
      key: 'status',
      header: 'Status',
      cell: (mail) => (
        <span className={`badge badge--${TONE[mail.status]}`} title={`Status-Code: ${mail.status}`}>
          {mailStatusLabel(mail.status)}
        </span>
      ),
    },
    { key: 'recipient', header: 'Empfänger', cell: (mail) => <span className="outbox__address">{mail.recipient}</span> },
    {
      key: 'subject',
      header: 'Betreff',
      cell: (mail) => (
        <>
          <Link to={`/admin/mail/outbox/${mail.id}`}>{mail.subject || `Mail ${mail.id}`}</Link>
          {/* On a tablet the kind moves under the subject, so no column reaches under the sticky actions (issue 32 item 9). */}
          <span className="outbox__tablet-only">{mailKind(mail)}</span>
        </>
      ),
    },
    { key: 'template', header: 'Art', className: 'outbox__tablet-hide', cell: mailKind },
    { key: 'created', header: 'Erstellt', className: 'outbox__wide-only', cell: (mail) => formatStamp(mail.created_at) },
    { key: 'sent', header: 'Gesendet', cell: (mail) => (mail.sent_at ? formatStamp(mail.sent_at) : '–') },
    { key: 'error', header: 'Fehler', className: 'outbox__wide-only', cell: (mail) => mail.last_error ?? '–' },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (mail) =>
        can('MAIL_RESEND') && mail.order_id !== null && ['sent', 'stored', 'failed'].includes(mail.status) ? (
          <button type="button" className="button button--ghost button--small" onClick={() => void resend(mail)} aria-label={`Mail ${mail.id} erneut senden`}>
            Erneut senden
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <MailNav />
      <div className="field" style={{ maxWidth: 260 }}>
        <label htmlFor="outbox-filter">Status</label>
        <select
          id="outbox-filter"
          value={filter}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            next.set('status', event.target.value);
            next.set('page', '1');
            setParams(next);
          }}
        >
          {Object.entries(FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <NoticeLine notice={message} />
      {load.state === 'loading' && <LoadingScreen />}
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>}
      {load.state === 'ready' && (
        <DataTable
          caption="Postausgang"
          columns={columns}
          rows={load.data.filter((mail) => matches(mail, filter))}
          rowKey={(mail) => mail.id}
          empty="Keine Mails"
        />
      )}
    </>
  );
}
