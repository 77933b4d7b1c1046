import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { doorsText } from '../../../shared/domain/doors';

/** The FAQ facts of spec §2 as this event sets them (age, duration, notes), and the donation note. */
export function EventFacts({ event }: { event: EventDto }) {
  const doors = doorsText(event.performances);
  const { recommendedAge, duration, notes } = event.facts;
  return (
    <>
      <section className="event-section" aria-labelledby="gut-zu-wissen">
        <h2 id="gut-zu-wissen">Gut zu wissen</h2>
        <ul className="facts">
          <li>Die Tickets bekommst du per E-Mail oder zum Herunterladen.</li>
          <li>An der Abendkasse gibt es nur ein begrenztes Kontingent – sichere dir deine Karten am besten online.</li>
          {recommendedAge && <li>Empfohlen {recommendedAge}.</li>}
          {duration && <li>Dauer: {duration}.</li>}
          {doors && <li>Einlass {doors}.</li>}
        </ul>
        {notes && <p className="facts__notes">{notes}</p>}
        <p>
          Weitere Antworten findest du in den <Link to="/faq">häufigen Fragen</Link>.
        </p>
      </section>
      <section className="event-section donation-note" aria-labelledby="spenden">
        <h2 id="spenden">Spenden</h2>
        <p>Im Warenkorb kannst du freiwillig einen Betrag spenden. Vielen Dank!</p>
      </section>
    </>
  );
}
