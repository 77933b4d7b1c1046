import { useState } from 'react';
import type { PerformanceDto } from '../../../shared/api/events';
import { useShopText } from '../../i18n/use-shop-text';
import { FEW_LEFT, isBookable, performanceLabelKey } from '../events/index';
import { WaitingListForm } from '../waiting-list/index';

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
  const { t, format } = useShopText();
  const [joining, setJoining] = useState<number>();
  /** Its label when it cannot be chosen, else 'nur noch N Plätze' or 'N Plätze frei' (events' availabilityText in German). */
  const availability = (performance: PerformanceDto) => {
    const label = performanceLabelKey(performance);
    if (label) return t(label);
    return t(performance.remaining <= FEW_LEFT ? 'flow.date.few' : 'flow.date.free', { count: performance.remaining });
  };
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">{t('flow.date.heading')}</h2>
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
                <strong>{format.longDate(performance.starts_at)}</strong>
                <span>
                  {t('flow.date.time', { time: format.time(performance.starts_at) })}
                  {performance.doors_at && <> · {t('flow.date.doors', { time: format.time(performance.doors_at) })}</>}
                </span>
                <span className={bookable ? (few ? 'badge badge--few' : 'choice__free') : 'badge'}>{availability(performance)}</span>
              </button>
              {waitingList && performance.sold_out && !performance.past && performance.on_sale && (
                <div className="waiting-join">
                  {joining === performance.id ? (
                    <WaitingListForm performance={performance} orderMax={waitingList.orderMax} onClose={() => setJoining(undefined)} />
                  ) : (
                    <button type="button" className="button" onClick={() => setJoining(performance.id)}>
                      {t('flow.date.waitingList')}
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
