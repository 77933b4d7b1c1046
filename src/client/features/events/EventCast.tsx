import type { EventDto } from '../../../shared/api/events';
import { useShopText } from '../../i18n/use-shop-text';

export function EventCast({ cast }: { cast: EventDto['cast'] }) {
  const { t, schoolText } = useShopText();
  if (cast.length === 0) return null;
  return (
    <section className="event-section" aria-labelledby="besetzung">
      <h2 id="besetzung">{t('event.cast')}</h2>
      <ul className="cast-list" {...schoolText}>
        {cast.map((member) => (
          <li key={`${member.name}-${member.role}`}>
            <strong>{member.name}</strong>
            <span>{member.role}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
