import type { EventDto } from '../../../shared/api/events';
import { type SchoolTextSource, useShopText } from '../../i18n/use-shop-text';

/**
 * The cast: each person's name as written, their role in the page's language where the school translated it
 * (issue 53), else in German, marked so. A name is a name: it is German only where the page is.
 */
export function EventCast({ cast, source }: { cast: EventDto['cast']; source?: SchoolTextSource }) {
  const { t, schoolText, schoolTextOf } = useShopText();
  if (cast.length === 0) return null;
  return (
    <section className="event-section" aria-labelledby="besetzung">
      <h2 id="besetzung">{t('event.cast')}</h2>
      <ul className="cast-list">
        {cast.map((member, index) => (
          <li key={`${member.name}-${index}`}>
            <strong {...schoolText}>{member.name}</strong>
            <span {...schoolTextOf(source, `cast.${index}.role`)}>{member.role}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
