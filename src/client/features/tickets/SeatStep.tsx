import { useEffect, useMemo, useState } from 'react';
import type { PerformanceDto } from '../../../shared/api/events';
import { bestAdjacentSeats } from '../../../shared/domain/best-seats';
import { freeChoice, withTaken } from '../../../shared/domain/seat-clash';
import { type Translate, useShopText } from '../../i18n/use-shop-text';
import { SeatMap } from './SeatMap';
import { seatMapTexts } from './seat-map-texts';
import { useLiveSeats } from './use-live-seats';

/** 'Platz C8 wurde gerade vergeben – bitte wähle einen anderen.'; several seats in one sentence. */
const lostNotice = (t: Translate, labels: readonly string[]) => t('seats.lost', { count: labels.length, seats: labels.join(', ') });

interface Props {
  eventName: string;
  performance: PerformanceDto;
  needed: number;
  chosen: string[];
  onChange: (seats: string[]) => void;
  onConfirm: () => void;
  /** Seats the server refused at payment (someone else took them): taken on the map, named in the note. */
  lost?: string[];
}

/**
 * Seats of the performance's room on a map; taken seats cannot be picked. One seat per ticket. The map asks
 * for the seats again while it is open; a chosen seat someone else takes meanwhile is let go with a note.
 */
export function SeatStep(props: Props) {
  const { chosen, onChange, lost } = props;
  const { t } = useShopText();
  const texts = seatMapTexts(t);
  // The note is worded when shown, so it follows a change of language.
  const [notice, setNotice] = useState<{ lost: string[] } | { adjacent: number } | undefined>(() => (lost?.length ? { lost } : undefined));
  const live = useLiveSeats(props.eventName, props.performance.id, props.performance.seats.length > 0);
  const seats = useMemo(() => live ?? withTaken(props.performance.seats, lost ?? []), [live, props.performance.seats, lost]);
  useEffect(() => {
    const choice = freeChoice(chosen, seats);
    if (choice.lost.length === 0) return;
    onChange(choice.kept);
    setNotice({ lost: choice.lost });
  }, [seats, chosen, onChange]);
  const suggest = () => {
    const best = bestAdjacentSeats(seats, props.needed);
    if (best) props.onChange(best);
    setNotice(best ? undefined : { adjacent: props.needed });
  };
  const values = { count: props.chosen.length, needed: props.needed };
  const chosenText = props.chosen.length
    ? t('flow.seat.chosenWith', { ...values, seats: props.chosen.map(texts.seatName).join(t('seats.separator')) })
    : t('flow.seat.chosen', values);
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">{t('flow.seat.heading')}</h2>
      <p aria-live="polite">{chosenText}</p>
      {seats.length === 0 ? (
        <p>{t('flow.seat.noPlan')}</p>
      ) : (
        <>
          <button type="button" className="button button--ghost seat-step__best" onClick={suggest}>
            {t('flow.seat.best')}
          </button>
          {notice && (
            <p role="status" className="category-notice">
              {'lost' in notice ? lostNotice(t, notice.lost) : t('flow.seat.noneAdjacent', { count: notice.adjacent })}
            </p>
          )}
          <SeatMap seats={seats} chosen={props.chosen} limit={props.needed} onChange={props.onChange} stage={props.performance.stage} texts={texts} />
        </>
      )}
      <button type="button" className="button" disabled={seats.length > 0 && props.chosen.length !== props.needed} onClick={props.onConfirm}>
        {t('flow.choose')}
      </button>
    </section>
  );
}
