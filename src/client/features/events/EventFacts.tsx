import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { Trans } from 'react-i18next';
import { doorsSchedule } from '../../../shared/domain/doors';
import { useShopText } from '../../i18n/use-shop-text';

/** The FAQ facts of spec §2 as this event sets them (age, duration, notes), and the donation note. */
export function EventFacts({ event }: { event: EventDto }) {
  const { t, format, schoolTextOf } = useShopText();
  const schedule = doorsSchedule(event.performances);
  // One time for all ('ab 18:30 Uhr'), or each date with its own, in the page's language.
  const doors =
    schedule &&
    (schedule.kind === 'one'
      ? t('facts.doorsFrom', { time: format.time(schedule.doors) })
      : schedule.dates.map((date) => t('facts.doorsOnDate', { date: format.date(date.starts), time: format.time(date.doors) })).join(' · '));
  const { recommendedAge, duration, notes } = event.facts;
  return (
    <>
      <section className="event-section" aria-labelledby="gut-zu-wissen">
        <h2 id="gut-zu-wissen">{t('facts.heading')}</h2>
        <ul className="facts">
          <li>{t('facts.delivery')}</li>
          <li>{t('facts.boxOffice')}</li>
          {recommendedAge && <li>{t('facts.age', { age: recommendedAge })}</li>}
          {duration && <li>{t('facts.duration', { duration })}</li>}
          {doors && <li>{t('facts.doors', { doors })}</li>}
        </ul>
        {notes && (
          <p className="facts__notes" {...schoolTextOf(event, 'facts.notes')}>
            {notes}
          </p>
        )}
        <p>
          <Trans i18nKey="facts.faq" components={{ faq: <Link to="/faq" /> }} />
        </p>
      </section>
      <section className="event-section donation-note" aria-labelledby="spenden">
        <h2 id="spenden">{t('donation.heading')}</h2>
        <p>{t('donation.text')}</p>
      </section>
    </>
  );
}
