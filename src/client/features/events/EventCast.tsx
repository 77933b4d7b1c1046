import type { EventDto } from '../../../shared/api/events';

export function EventCast({ cast }: { cast: EventDto['cast'] }) {
  if (cast.length === 0) return null;
  return (
    <section className="event-section" aria-labelledby="besetzung">
      <h2 id="besetzung">Besetzung</h2>
      <ul className="cast-list">
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
