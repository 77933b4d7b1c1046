import { useState } from 'react';
import { WAITING_STATUS_LABELS, type WaitingStaffEntry } from '../../../shared/api/waiting-list';
import { formatDateTime } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { fetchWaitingEvents, fetchWaitingList, offerToWaitingEntry, removeWaitingEntry, switchWaitingList } from './waiting-list-api';
import './waiting-list.css';

const when = (value: string | null) => (value ? formatDateTime(value) : '–');

/** Issue 42 item 1: each performance's waiting list (line, offers, purchases), the event's switch, removing and offering by hand. */
export function WaitingListAdmin() {
  const { can } = useAuth();
  const canEdit = Boolean(can('ORDERS_EDIT'));
  const canSwitch = Boolean(can('EVENTS_EDIT'));
  const [eventId, setEventId] = useState<number>();
  const [performanceId, setPerformanceId] = useState<number>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [overview, reloadOverview] = useLoad(() => fetchWaitingEvents(eventId), [eventId]);
  const performances = overview.state === 'ready' ? overview.data.performances : [];
  const shownPerformance = performanceId ?? performances[0]?.id;
  const [list, reloadList] = useLoad(() => (shownPerformance ? fetchWaitingList(shownPerformance) : Promise.resolve({ entries: [] })), [shownPerformance]);
  const events = overview.state === 'ready' ? overview.data.events : [];
  const shownEvent = events.find((event) => event.id === (eventId ?? performances[0]?.event_id)) ?? events[0];

  async function act(work: () => Promise<{ message: string }>) {
    try {
      setNotice({ kind: 'success', text: (await work()).message });
      reloadList();
      reloadOverview();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Das hat nicht geklappt', error) });
    }
  }

  const columns: Column<WaitingStaffEntry>[] = [
    { key: 'position', header: 'Position', cell: (entry) => (entry.position > 0 ? entry.position : '–') },
    { key: 'name', header: 'Name', cell: (entry) => `${entry.name} (${entry.email})` },
    { key: 'wanted', header: 'Gewünscht', cell: (entry) => `${entry.quantity} × ${entry.category_name ?? 'beliebige Kategorie'}` },
    { key: 'since', header: 'Eingetragen', cell: (entry) => when(entry.created_at) },
    { key: 'status', header: 'Stand', cell: (entry) => WAITING_STATUS_LABELS[entry.status] ?? entry.status },
    { key: 'offered', header: 'Angebot', cell: (entry) => when(entry.offered_at) },
    { key: 'expires', header: 'Gilt bis', cell: (entry) => when(entry.offer_expires_at) },
    { key: 'bought', header: 'Gekauft', cell: (entry) => (entry.bought ? `Ja (Bestellung ${entry.order_id})` : 'Nein') },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (entry) =>
        canEdit && !entry.bought ? (
          <span className="waiting-admin__actions">
            {entry.status === 'waiting' && (
              <button type="button" className="button button--ghost button--small" onClick={() => act(() => offerToWaitingEntry(entry.id))}>
                Angebot senden
              </button>
            )}
            <button type="button" className="button button--ghost button--small" onClick={() => act(() => removeWaitingEntry(entry.id))}>
              Entfernen
            </button>
          </span>
        ) : (
          '–'
        ),
    },
  ];

  return (
    <>
      <p>
        Ist eine Vorstellung ausverkauft, können sich Besucher auf die Warteliste setzen. Werden Plätze frei, bekommen die ersten passenden Einträge der Reihe
        nach ein Angebot per Mail, das die Plätze für sie reserviert.
      </p>
      <NoticeLine notice={notice} />
      {overview.state === 'error' && <ErrorLine>Fehler beim Laden der Wartelisten</ErrorLine>}
      <div className="waiting-admin__controls">
        <div className="field">
          <label htmlFor="waiting-event">Event</label>
          <select
            id="waiting-event"
            value={shownEvent?.id ?? ''}
            onChange={(e) => {
              setEventId(Number(e.target.value));
              setPerformanceId(undefined);
            }}
          >
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="waiting-performance">Vorstellung</label>
          <select id="waiting-performance" value={shownPerformance ?? ''} onChange={(e) => setPerformanceId(Number(e.target.value))}>
            {performances.map((performance) => (
              <option key={performance.id} value={performance.id}>
                {formatDateTime(performance.starts_at)} ({performance.waiting} wartend, {performance.offered} Angebote offen)
              </option>
            ))}
          </select>
        </div>
        {shownEvent && canSwitch && (
          <button type="button" className="button" onClick={() => act(() => switchWaitingList(shownEvent.id, !shownEvent.waiting_list))}>
            {shownEvent.waiting_list ? 'Warteliste ausschalten' : 'Warteliste einschalten'}
          </button>
        )}
      </div>
      {shownEvent && (
        <p>
          Warteliste für „{shownEvent.title}“: {shownEvent.waiting_list ? 'eingeschaltet' : 'ausgeschaltet'}.
        </p>
      )}
      {list.state === 'loading' && <p role="status">Lade Warteliste …</p>}
      {list.state === 'error' && <ErrorLine>Fehler beim Laden der Warteliste</ErrorLine>}
      {list.state === 'ready' && (
        <DataTable
          caption="Warteliste der Vorstellung"
          columns={columns}
          rows={list.data.entries}
          rowKey={(entry) => entry.id}
          empty="Niemand auf der Warteliste"
        />
      )}
      <p>
        Die Mails an die Warteliste bearbeitest du unter Mails → Vorlagen („Warteliste: Anmeldung“ und „Warteliste: Angebot freier Plätze“); wie lange ein
        Angebot gilt, unter Konfiguration → Ticket-Einstellungen.
      </p>
    </>
  );
}
