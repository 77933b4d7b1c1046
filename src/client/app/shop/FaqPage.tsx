import '../../features/pages/pages.css';

const answers: Array<[string, string]> = [
  ['Wie bekomme ich meine Tickets?', 'Per E-Mail direkt nach der Zahlung; du kannst sie außerdem auf der Bestellseite herunterladen.'],
  ['Gibt es eine Abendkasse?', 'Ja, aber nur mit einem begrenzten Kontingent. Sicher dir deine Karten am besten vorher online.'],
  ['Ab welchem Alter ist das Musical geeignet?', 'Wir empfehlen es ab etwa 10 Jahren.'],
  ['Wie lange dauert die Vorstellung?', 'Etwa 2 Stunden ohne Pause.'],
  ['Wann ist Einlass?', 'Einlass ist um 18:30 Uhr.'],
];

/** Spec §2 FAQ: the known facts; more answers will follow. */
export default function FaqPage() {
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
