import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { faqFacts } from '../../../shared/domain/faq';
import { useShopText } from '../../i18n/use-shop-text';
import '../../features/pages/pages.css';

/**
 * Spec §2 FAQ: the known facts, per event as the back office sets them; anything else goes to the contact
 * page. Questions and answers come from the catalogs in the visitor's language (issue 53); the facts are the
 * school's texts, in the event's translation where it has one, else German, marked so.
 */
export default function FaqPage() {
  const { t, format, schoolTextOf } = useShopText();
  const facts = faqFacts(useLoaderData() as EventDto[]);
  const named = facts.named ? 'yes' : 'no';
  const eventName = (event: EventDto) => <span {...schoolTextOf(event, 'title')} />;
  // Each event's line (keyed by its event), ' · ' between them; the general hint when none answers.
  const answer = (lines: ReactElement[]) =>
    lines.length
      ? lines.map((line, index) => (
          <Fragment key={line.key}>
            {index > 0 && ' · '}
            {line}
          </Fragment>
        ))
      : t('shell53.faq.general');
  const doors = (schedule: (typeof facts.doors)[number]['schedule']) =>
    schedule.kind === 'one'
      ? t('facts.doorsFrom', { time: format.time(schedule.doors) })
      : schedule.dates.map((date) => t('facts.doorsOnDate', { date: format.date(date.starts), time: format.time(date.doors) })).join(' · ');
  /** One line per event of a fact the school wrote (age, duration), the fact marked as the school's text. */
  const factLines = (list: typeof facts.age, key: string, name: string, field: 'facts.recommendedAge' | 'facts.duration') =>
    answer(
      list.map(({ event, value }) => (
        <Trans
          key={event.id}
          i18nKey={key}
          values={{ named, title: event.title, [name]: value }}
          components={{ event: eventName(event), fact: <span {...schoolTextOf(event, field)} /> }}
        />
      )),
    );
  const entries: Array<[question: string, answer: ReactNode]> = [
    [t('shell53.faq.deliveryQuestion'), t('shell53.faq.deliveryAnswer')],
    [t('shell53.faq.boxOfficeQuestion'), t('shell53.faq.boxOfficeAnswer')],
    [t('shell53.faq.ageQuestion'), factLines(facts.age, 'shell53.faq.ageLine', 'age', 'facts.recommendedAge')],
    [t('shell53.faq.durationQuestion'), factLines(facts.duration, 'shell53.faq.durationLine', 'duration', 'facts.duration')],
    [
      t('shell53.faq.doorsQuestion'),
      answer(
        facts.doors.map(({ event, schedule }) => (
          <Trans
            key={event.id}
            i18nKey="shell53.faq.doorsLine"
            values={{ named, title: event.title, doors: doors(schedule) }}
            components={{ event: eventName(event) }}
          />
        )),
      ),
    ],
  ];
  return (
    <main className="page">
      <h1>{t('titles.faq')}</h1>
      <dl className="faq">
        {entries.map(([question, text]) => (
          <div key={question}>
            <dt>{question}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Trans i18nKey="pages.faq.more" components={{ contact: <Link to="/kontakt" /> }} />
      </p>
    </main>
  );
}
