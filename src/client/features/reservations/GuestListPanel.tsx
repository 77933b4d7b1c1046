import { type FormEvent, useState } from 'react';
import type { GuestDto } from '../../../shared/api/reservations';
import { formatDateTime } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { reservationsApi } from './reservations-api';

/** The guest list of a performance (Gästeliste): names without tickets, admitted at the door by name. */
export function GuestListPanel({ performanceId, guests, onChange }: { performanceId: number; guests: GuestDto[]; onChange: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    try {
      const answer = await reservationsApi.addGuest(performanceId, String(data.get('name') ?? ''), String(data.get('note') ?? ''));
      form.reset();
      onChange(answer.message);
    } catch (failure) {
      setError(errorText('Der Gast wurde nicht eingetragen', failure));
    } finally {
      setBusy(false);
    }
  }

  async function remove(guest: GuestDto) {
    try {
      onChange((await reservationsApi.removeGuest(guest.id)).message);
    } catch (failure) {
      setError(errorText('Der Gast wurde nicht ausgetragen', failure));
    }
  }

  const columns: Column<GuestDto>[] = [
    { key: 'name', header: 'Name', cell: (guest) => guest.name },
    { key: 'note', header: 'Notiz', cell: (guest) => guest.note || '–' },
    { key: 'admitted', header: 'Einlass', cell: (guest) => (guest.admitted_at ? `Eingelassen ${formatDateTime(guest.admitted_at)}` : 'Noch nicht da') },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (guest) => (
        <button type="button" className="button button--ghost button--small" aria-label={`${guest.name} austragen`} onClick={() => remove(guest)}>
          Austragen
        </button>
      ),
    },
  ];

  return (
    <section className="panel" aria-labelledby="guest-list-title">
      <h2 id="guest-list-title">Gästeliste</h2>
      <p>Gäste ohne Ticket (Ehrengäste, Presse, Helfer). Die Einlass-Tablets finden sie über den Namen.</p>
      <form className="guest-list__form" onSubmit={add}>
        <label className="field">
          Name des Gastes
          <input name="name" required maxLength={150} autoComplete="off" />
        </label>
        <label className="field">
          Notiz (freiwillig)
          <input name="note" maxLength={300} autoComplete="off" />
        </label>
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            Gast eintragen
          </button>
        </div>
      </form>
      {error && <ErrorLine>{error}</ErrorLine>}
      <DataTable caption="Gästeliste dieser Vorstellung" rows={guests} rowKey={(guest) => guest.id} empty="Noch keine Gäste auf der Liste" columns={columns} />
    </section>
  );
}
