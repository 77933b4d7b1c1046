import type { EventDto } from '../../../shared/api/events';
import { formatEuros } from '../../../shared/domain/format';

export function EventStep({ events, chosen, onChoose }: { events: EventDto[]; chosen?: string; onChoose: (event: EventDto) => void }) {
  if (events.length === 0) return <p>Keine Events verfügbar</p>;
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">Event wählen</h2>
      <ul className="choice-list">
        {events.map((event) => (
          <li key={event.id}>
            <button type="button" className="choice" aria-pressed={event.name === chosen} onClick={() => onChoose(event)}>
              <strong>{event.title}</strong>
              {event.price_from !== null && <span>ab {formatEuros(event.price_from)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
