import { faqAnswers } from '../../../shared/domain/faq';
import { useVisibleEvents } from '../../features/events/use-events';
import '../../features/pages/pages.css';

/** Spec §2 FAQ: the known facts, per event as the back office sets them; more answers will follow. */
export default function FaqPage() {
  const events = useVisibleEvents();
  const answers = faqAnswers(events.status === 'ready' ? events.data : []);
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
      <p>Weitere Antworten folgen in Kürze.</p>
    </main>
  );
}
