import { faqAnswers } from '../../../shared/domain/faq';
import { Link, useLoaderData } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import '../../features/pages/pages.css';

/** Spec §2 FAQ: the known facts, per event as the back office sets them; anything else goes to the contact page. */
export default function FaqPage() {
  const answers = faqAnswers(useLoaderData() as EventDto[]);
  return (
    <main className="page">
      <h1>FAQ</h1>
      <dl className="faq">
        {answers.map(([question, answer]) => (
          <div key={question}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
      <p>
        Deine Frage ist nicht dabei? <Link to="/kontakt">Schreib uns</Link> – wir helfen dir gern weiter.
      </p>
    </main>
  );
}
