import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { useState } from 'react';
import type { RoomDto } from '../../../shared/api/rooms';
import { layoutRows, roomSizeText } from '../../../shared/domain/seat-layout';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { RoomForm } from './RoomForm';
import { deleteRoom, fetchRooms, roomStatusLabel } from './rooms-api';
import './rooms.css';

const dateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §2 'Spielstätten': id, name, capacity in seats, address, status, last edited; create, edit, delete. */
export function RoomList() {
  const { can } = useAuth();
  const canEdit = Boolean(can('ROOMS_EDIT'));
  const [rooms, reload] = useLoad(fetchRooms, []);
  const [editing, setEditing] = useState<RoomDto | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function remove(room: RoomDto) {
    if (!window.confirm(`Spielstätte „${room.name}“ wirklich löschen?`)) return;
    try {
      setNotice({ kind: 'success', text: (await deleteRoom(room.id)).message });
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Löschen', error) });
    }
  }

  const columns: Column<RoomDto>[] = [
    { key: 'id', header: 'ID', cell: (room) => room.id },
    { key: 'name', header: 'Name', cell: (room) => room.name },
    {
      key: 'capacity',
      header: 'Kapazität',
      cell: (room) => roomSizeText(room.capacity, room.plan ?? layoutRows(room.layout.rows, room.layout.seatsPerRow)),
    },
    { key: 'location', header: 'Adresse', cell: (room) => room.location || '–' },
    {
      key: 'status',
      header: 'Status',
      cell: (room) => <Badge kind={room.status === 'Available' ? 'active' : 'banned'}>{roomStatusLabel(room.status)}</Badge>,
    },
    { key: 'edited', header: 'Zuletzt bearbeitet', cell: (room) => dateTime(room.lastEdited) },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (room) => (
        <span className="button-row">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!canEdit}
            aria-label={`${room.name} bearbeiten`}
            onClick={() => setEditing(room)}
          >
            Bearbeiten
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            disabled={!canEdit || room.upcoming_performances > 0}
            title={room.upcoming_performances > 0 ? 'Wird von kommenden Vorstellungen genutzt' : undefined}
            aria-label={`${room.name} löschen`}
            onClick={() => remove(room)}
          >
            Löschen
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      {canEdit && !editing && (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Spielstätte anlegen
          </button>
        </p>
      )}
      <NoticeLine notice={notice} />
      {editing && (
        <RoomForm
          room={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setNotice({ kind: 'success', text: message });
            reload();
          }}
        />
      )}
      {rooms.state === 'loading' && <p role="status">Lade Spielstätten...</p>}
      {rooms.state === 'error' && <ErrorLine>Fehler beim Laden der Spielstätten</ErrorLine>}
      {rooms.state === 'ready' && (
        <DataTable caption="Spielstätten" columns={columns} rows={rooms.data} rowKey={(room) => room.id} empty="Keine Spielstätten" />
      )}
    </>
  );
}
