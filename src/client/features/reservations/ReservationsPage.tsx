import { useState } from 'react';
import { formatDateTime } from '../../../shared/domain/format';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { GuestListPanel } from './GuestListPanel';
import { reservationsApi, saveBlob } from './reservations-api';
import { StaffOrderForm } from './StaffOrderForm';
import { StaffOrderList } from './StaffOrderList';
import './reservations.css';

/** The orders, guests and paper list of one performance. */
function PerformanceSection({ performanceId, version, onNotice }: { performanceId: number; version: number; onNotice: (notice: Notice) => void }) {
  // `version` grows with every new order, so the list shows it at once.
  const [orders] = useLoad(() => reservationsApi.list(performanceId), [performanceId, version]);
  const [guests, reloadGuests] = useLoad(() => reservationsApi.guests(performanceId), [performanceId]);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      saveBlob(await reservationsApi.doorList(performanceId), `einlassliste-${performanceId}.pdf`);
      onNotice({ kind: 'success', text: 'Die Einlassliste wurde heruntergeladen.' });
    } catch (failure) {
      onNotice({ kind: 'error', text: errorText('Die Einlassliste konnte nicht erstellt werden', failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className="panel" aria-labelledby="staff-orders-title">
        <div className="reservations__head">
          <h2 id="staff-orders-title">Reservierungen und Freikarten</h2>
          <button type="button" className="button button--ghost" onClick={download} disabled={busy}>
            Einlassliste (PDF)
          </button>
        </div>
        {orders.state === 'loading' && <p role="status">Lade Bestellungen …</p>}
        {orders.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Bestellungen', orders.error)}</ErrorLine>}
        {orders.state === 'ready' && <StaffOrderList orders={orders.data.orders} />}
      </section>
      {guests.state === 'ready' && (
        <GuestListPanel
          performanceId={performanceId}
          guests={guests.data.guests}
          onChange={(text) => {
            onNotice({ kind: 'success', text });
            reloadGuests();
          }}
        />
      )}
      {guests.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Gästeliste', guests.error)}</ErrorLine>}
    </>
  );
}

/** Issue 42: orders by staff (Freikarte, Abendkasse, bezahlt), the guest list and the door's paper list, per performance. */
export function ReservationsPage() {
  const [options] = useLoad(reservationsApi.options, []);
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (options.state === 'loading') return <LoadingScreen />;
  if (options.state === 'error') return <ErrorLine>{errorText('Fehler beim Laden der Vorstellungen', options.error)}</ErrorLine>;
  const performances = options.data.performances;
  const performance = performances.find((p) => p.id === chosen) ?? performances[0];
  if (!performance) return <p>Es gibt keine kommenden Vorstellungen.</p>;

  return (
    <div className="reservations">
      <label className="field reservations__pick">
        Vorstellung
        <select value={performance.id} onChange={(event) => setChosen(Number(event.target.value))}>
          {performances.map((p) => (
            <option key={p.id} value={p.id}>
              {p.event_title} – {formatDateTime(p.starts_at)}
            </option>
          ))}
        </select>
      </label>
      <NoticeLine notice={notice} />
      <StaffOrderForm
        key={performance.id}
        performance={performance}
        onDone={(text) => {
          setNotice({ kind: 'success', text });
          setVersion((n) => n + 1);
        }}
      />
      <PerformanceSection key={`section-${performance.id}`} performanceId={performance.id} version={version} onNotice={setNotice} />
    </div>
  );
}
