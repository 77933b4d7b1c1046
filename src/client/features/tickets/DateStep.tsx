import type { PerformanceDto } from '../../../shared/api/events';
import { formatLongDate, formatTime } from '../../../shared/domain/format';
import { isBookable, performanceLabel } from '../events/performance-state';

/** Past and sold-out dates are listed with their label and cannot be chosen. */
export function DateStep({ performances, chosen, onChoose }: { performances: PerformanceDto[]; chosen?: number; onChoose: (id: number) => void }) {
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">Datum wählen</h2>
      <ul className="choice-list">
        {performances.map((performance) => {
          const label = performanceLabel(performance);
          return (
            <li key={performance.id}>
              <button
                type="button"
                className="choice"
                aria-pressed={performance.id === chosen}
                disabled={!isBookable(performance)}
                onClick={() => onChoose(performance.id)}
              >
                <strong>{formatLongDate(performance.starts_at)}</strong>
                <span>
                  {formatTime(performance.starts_at)} Uhr
                  {performance.doors_at && <> · Einlass {formatTime(performance.doors_at)} Uhr</>}
                </span>
                {label ? <span className="badge">{label}</span> : <span>Noch {performance.remaining} Plätze</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
