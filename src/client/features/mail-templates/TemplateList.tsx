import { ErrorLine } from '../../components/NoticeLine';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type MailTemplateSummary, PURPOSE_LABELS } from '../../../shared/api/mail';
import { MAIL_KIND_LABELS } from '../../../shared/domain/mail-status';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { deleteTemplate, fetchTemplates } from './mail-templates-api';
import { MailNav } from './MailNav';
import { fetchAdminEvents } from '../events-admin/index';
import './mail-templates.css';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

export const formatStamp = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/** Spec §2 mail templates: id, name, subject, status Aktiv/Inaktiv, lastEdited. */
export function TemplateList() {
  const [load, reload] = useLoad(fetchTemplates, []);
  // Titles of the events templates speak for; without the right to list events the id stands.
  const [events] = useLoad(() => fetchAdminEvents().catch(() => []), []);
  const { can } = useAuth();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  useDismissWhenOnline(message, () => setMessage(null));
  const editable = can('MAIL_TEMPLATES_EDIT');

  async function remove(template: MailTemplateSummary) {
    if (!window.confirm(`Soll die Vorlage "${template.name}" gelöscht werden?`)) return;
    try {
      await deleteTemplate(template.id);
      setMessage(null);
      reload();
    } catch (error) {
      setMessage(errorText('Fehler beim Löschen', error));
    }
  }

  const eventTitles = new Map((events.state === 'ready' ? events.data : []).map((event) => [event.id, event.title]));
  const columns: Column<MailTemplateSummary>[] = [
    { key: 'id', header: 'ID', cell: (row) => row.id },
    {
      key: 'name',
      header: 'Name',
      // The seeded templates are named by their code ('order_confirmation'): German first, the code as small print.
      cell: (row) =>
        MAIL_KIND_LABELS[row.name] ? (
          <>
            {MAIL_KIND_LABELS[row.name]} <small className="permission-key">{row.name}</small>
          </>
        ) : (
          row.name
        ),
    },
    { key: 'purpose', header: 'Verwendung', cell: (row) => PURPOSE_LABELS[row.purpose] },
    { key: 'event', header: 'Gilt für', cell: (row) => (row.event_id === null ? 'Alle Events' : (eventTitles.get(row.event_id) ?? `Event ${row.event_id}`)) },
    { key: 'subject', header: 'Betreff', cell: (row) => row.subject },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <span className={`badge badge--${row.status}`}>{row.status === 'active' ? 'Aktiv' : 'Inaktiv'}</span>,
    },
    { key: 'lastEdited', header: 'Zuletzt bearbeitet', cell: (row) => formatStamp(row.lastEdited) },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (row) => (
        <span className="button-row">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => navigate(`/admin/mail/template/edit/${row.id}`)}
            aria-label={`${row.name} ${editable ? 'bearbeiten' : 'ansehen'}`}
          >
            {editable ? 'Bearbeiten' : 'Ansehen'}
          </button>
          {editable && (row.status !== 'active' || row.event_id !== null) && (
            <button type="button" className="button button--danger button--small" onClick={() => void remove(row)} aria-label={`${row.name} löschen`}>
              Löschen
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <MailNav />
      {editable && (
        <p>
          <Link className="button" to="/admin/mail/template/add">
            Vorlage erstellen
          </Link>
        </p>
      )}
      {message && <ErrorLine>{message}</ErrorLine>}
      {load.state === 'loading' && <LoadingScreen />}
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>}
      {load.state === 'ready' && <DataTable caption="Mailvorlagen" columns={columns} rows={load.data} rowKey={(row) => row.id} />}
    </>
  );
}
