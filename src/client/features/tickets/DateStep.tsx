import { useState } from 'react';
import type { PerformanceDto } from '../../../shared/api/events';
import { formatLongDate, formatTime } from '../../../shared/domain/format';
import { availabilityText, FEW_LEFT, isBookable } from '../events/performance-state';
import { WaitingListForm } from '../waiting-list/WaitingListForm';

/**
 * Every date is listed (issue 32 item 2): past, sold-out and off-sale ones with their label and not choosable,
 * but still focusable and read out; bookable ones with their free places ('nur noch N' when few are left).
 */
export function DateStep({
  performances,
  chosen,
  onChoose,
  waitingList,
}: {
  performances: PerformanceDto[];
  chosen?: number;
  onChoose: (id: number) => void;
  /** Set when the event has a waiting list: a sold-out date offers "Auf die Warteliste" (issue 42). */
  waitingList?: { orderMax: number };
}) {
  const [joining, setJoining] = useState<number>();
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">Datum wählen</h2>
      <ul className="choice-list">
        {performances.map((performance) => {
          const bookable = isBookable(performance);
          const few = bookable && performance.remaining <= FEW_LEFT;
          return (
            <li key={performance.id}>
              <button
                type="button"
                className="choice"
                aria-pressed={performance.id === chosen}
                aria-disabled={!bookable}
                onClick={() => bookable && onChoose(performance.id)}
              >
                <strong>{formatLongDate(performance.starts_at)}</strong>
                <span>
                  {formatTime(performance.starts_at)} Uhr
                  {performance.doors_at && <> · Einlass {formatTime(performance.doors_at)} Uhr</>}
                </span>
                <span className={bookable ? (few ? 'badge badge--few' : 'choice__free') : 'badge'}>{availabilityText(performance)}</span>
              </button>
              {waitingList && performance.sold_out && !performance.past && performance.on_sale && (
                <div className="waiting-join">
                  {joining === performance.id ? (
                    <WaitingListForm performance={performance} orderMax={waitingList.orderMax} onClose={() => setJoining(undefined)} />
                  ) : (
                    <button type="button" className="button" onClick={() => setJoining(performance.id)}>
                      Auf die Warteliste
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
