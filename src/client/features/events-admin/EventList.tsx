import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminEventListItem } from '../../../shared/api/events-admin';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { deleteEvent, fetchAdminEvents } from './events-admin-api';
import './events-admin.css';
import { formatTicketCount } from '../../../shared/domain/format';

const germanDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }) : 'Unbekannt';

/** Spec §2 event list: title and description, premiere date or 'Unbekannt', Sichtbar/Versteckt, actions. */
export function EventList() {
  const { can } = useAuth();
  const canEdit = Boolean(can('EVENTS_EDIT'));
  const navigate = useNavigate();
  const [events, reload] = useLoad(fetchAdminEvents, []);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function remove(event: AdminEventListItem) {
    if (!window.confirm(`Event „${event.title}“ wirklich löschen? Vorstellungen, Kategorien und Kontingente werden mitgelöscht.`)) return;
    try {
      setNotice({ kind: 'success', text: (await deleteEvent(event.id)).message });
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Löschen', error) });
    }
  }

  const columns: Column<AdminEventListItem>[] = [
    {
      key: 'title',
      header: 'Titel',
      cell: (event) => (
        <div className="event-list__title">
          <strong>{event.title}</strong>
          <span>{event.description.length > 140 ? `${event.description.slice(0, 140)}…` : event.description}</span>
        </div>
      ),
    },
    { key: 'date', header: 'Datum', cell: (event) => germanDate(event.premiere_date) },
    {
      key: 'status',
      header: 'Status',
      cell: (event) => <Badge kind={event.visible === 1 ? 'active' : 'banned'}>{event.visible === 1 ? 'Sichtbar' : 'Versteckt'}</Badge>,
    },
    { key: 'sold', header: 'Verkauft', cell: (event) => `${formatTicketCount(event.sold)} · ${event.performances} Vorstellungen` },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (event) => (
        <span className="button-row">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`${event.title} bearbeiten`}
            onClick={() => navigate(`/admin/events/edit/${event.id}`)}
          >
            {canEdit ? 'Bearbeiten' : 'Ansehen'}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            disabled={!canEdit || !event.can_delete}
            title={event.can_delete ? undefined : 'Events mit Bestellungen können nur versteckt werden'}
            aria-label={`${event.title} löschen`}
            onClick={() => remove(event)}
          >
            Löschen
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      {canEdit && (
        <p>
          <Link className="button" to="/admin/events/add">
            Event erstellen
          </Link>
        </p>
      )}
      <NoticeLine notice={notice} />
      {events.state === 'loading' && <p role="status">Lade Events...</p>}
      {events.state === 'error' && <ErrorLine>Fehler beim Laden der Events</ErrorLine>}
      {events.state === 'ready' && <DataTable caption="Events" columns={columns} rows={events.data} rowKey={(event) => event.id} empty="Keine Events" />}
    </>
  );
}
