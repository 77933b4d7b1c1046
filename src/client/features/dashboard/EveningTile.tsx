import type { DashboardData } from '../../../shared/api/statistics';
import { formatDateTime, formatEuros } from '../../../shared/domain/format';
import { eurosToCents } from '../../../shared/domain/money';
import { refundPendingNote } from '../../../shared/domain/revenue';

const whole = new Intl.NumberFormat('de-DE');

/**
 * The evening at a glance (issue 32 item 11): per coming performance sold of capacity and admitted so far,
 * with the paid revenue and donations; numbers in German format, a bar for the share sold.
 */
export function EveningTile({ evening, totals }: Pick<DashboardData, 'evening' | 'totals'>) {
  return (
    <section className="panel tile evening" aria-labelledby="tile-evening">
      <h2 id="tile-evening">Der Abend</h2>
      <p className="evening__totals">
        Umsatz Tickets <strong>{formatEuros(totals.revenue)}</strong> · Spenden <strong>{formatEuros(totals.donations)}</strong>
        {/* Still in the revenue above until PayPal completes it (issue 52 item 5). */}
        {(totals.refund_pending ?? 0) > 0 && <> · {refundPendingNote(eurosToCents(totals.refund_pending ?? 0))}</>}
      </p>
      {evening.length === 0 ? (
        <p>Keine kommenden Vorstellungen.</p>
      ) : (
        <ul className="evening__shows">
          {evening.map((show) => (
            <li key={show.performance_id}>
              <strong>{show.event}</strong> · {formatDateTime(show.starts_at)}
              <span className="evening__figures">
                Verkauft {whole.format(show.sold)} von {whole.format(show.capacity)} · Eingelassen {whole.format(show.admitted)}
              </span>
              <progress
                max={Math.max(show.capacity, 1)}
                value={show.sold}
                aria-label={`${show.event}: ${whole.format(show.sold)} von ${whole.format(show.capacity)} verkauft`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
