import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { formatTime } from '../../../shared/domain/format';
import { nextPerformance } from './performance-state';

/** The FAQ facts of spec §2 and the donation note. */
export function EventFacts({ event }: { event: EventDto }) {
  const doors = nextPerformance(event)?.doors_at;
  return (
    <>
      <section className="event-section" aria-labelledby="gut-zu-wissen">
        <h2 id="gut-zu-wissen">Gut zu wissen</h2>
        <ul className="facts">
          <li>Die Tickets bekommst du per E-Mail oder zum Herunterladen.</li>
          <li>An der Abendkasse gibt es nur ein begrenztes Kontingent – sichere dir deine Karten am besten online.</li>
          <li>Empfohlen ab etwa 10 Jahren.</li>
          <li>Dauer: etwa 2 Stunden ohne Pause.</li>
          <li>Einlass ab {doors ? formatTime(doors) : '18:30'} Uhr.</li>
        </ul>
        <p>
          Weitere Antworten findest du in den <Link to="/faq">häufigen Fragen</Link>.
        </p>
      </section>
      <section className="event-section donation-note" aria-labelledby="spenden">
        <h2 id="spenden">Spenden</h2>
        <p>
          Im Warenkorb kannst du freiwillig einen Betrag spenden. Jeder Euro fließt in Kostüme, Technik und die nächste
          Produktion unserer Musical-AG. Vielen Dank!
        </p>
      </section>
    </>
  );
}
