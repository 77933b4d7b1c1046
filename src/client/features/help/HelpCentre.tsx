import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HELP_TOPICS, type HelpTopic } from './help-topics';
import './help.css';

/** Spec §2 help centre: an overview of topics, one topic at a time, back to the overview. */
export function HelpCentre() {
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  if (topic) {
    return (
      <article className="help-topic panel">
        <h2>{topic.title}</h2>
        {topic.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            <ul>
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </section>
        ))}
        <button type="button" className="button button--ghost" onClick={() => setTopic(null)}>
          Zurück zur Übersicht
        </button>
      </article>
    );
  }
  return (
    <>
    <ul className="help-topics">
      {HELP_TOPICS.map((entry) => (
        <li key={entry.id}>
          <button type="button" className="help-topics__card panel" onClick={() => setTopic(entry)}>
            <strong>{entry.title}</strong>
            <span>{entry.summary}</span>
          </button>
        </li>
      ))}
    </ul>
    <p>
      Für Entwickler, die den Shop anbinden: <Link to="/admin/help/api">Beschreibung der Schnittstelle (API)</Link>.
    </p>
    </>
  );
}
