import { useLiveQuery } from 'dexie-react-hooks';
import { VERDICT_TITLES } from '../../../shared/domain/checkin-verdict';
import { formatTime } from '../../../shared/domain/format';
import { kioskDb } from './kiosk-db';

/** The last scans at this device, with whether they reached the server. */
export function RecentScans({ performanceId }: { performanceId: number }) {
  const scans = useLiveQuery(
    () =>
      kioskDb.kioskScans
        .orderBy('scannedAt')
        .reverse()
        .filter((scan) => scan.performanceId === performanceId)
        .limit(6)
        .toArray(),
    [performanceId],
  );
  const refused = useLiveQuery(() => kioskDb.kioskSales.where('state').equals('rejected').toArray(), []);
  return (
    <section className="kiosk-recent" aria-labelledby="kiosk-recent-title">
      <h2 id="kiosk-recent-title">Letzte Scans</h2>
      {refused && refused.length > 0 && (
        <p className="kiosk-message kiosk-message--error" role="alert">
          {refused.length === 1 ? '1 Verkauf' : `${refused.length} Verkäufe`} vom Server abgelehnt: {refused[0].message} Bitte mit der Kassenleitung klären.
        </p>
      )}
      <ol className="kiosk-recent__list">
        {scans?.map((scan) => (
          <li key={scan.nonce} className={`kiosk-recent__item kiosk-recent__item--${scan.verdict}`}>
            <span>{formatTime(scan.scannedAt)}</span>
            <strong>{VERDICT_TITLES[scan.verdict]}</strong>
            <span>{scan.ticketId ? `Ticket ${scan.ticketId}` : ''}</span>
            <span>{scan.state === 0 ? 'wartet' : scan.duplicate ? 'doppelt (anderes Gerät)' : 'übertragen'}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
