import type { EventDto } from '../../../shared/api/events';
import { useShopText } from '../../i18n/use-shop-text';

export function EventStep({ events, chosen, onChoose }: { events: EventDto[]; chosen?: string; onChoose: (event: EventDto) => void }) {
  const { t, format, schoolText } = useShopText();
  if (events.length === 0) return <p>{t('flow.noEvents')}</p>;
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">{t('flow.event.heading')}</h2>
      <ul className="choice-list">
        {events.map((event) => (
          <li key={event.id}>
            <button type="button" className="choice" aria-pressed={event.name === chosen} onClick={() => onChoose(event)}>
              <strong {...schoolText}>{event.title}</strong>
              {event.price_from !== null && <span>{t('flow.event.priceFrom', { price: format.money(event.price_from) })}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
