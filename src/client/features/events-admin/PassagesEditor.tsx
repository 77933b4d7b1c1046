import { newKey } from './event-form';
import { FieldError, type SectionProps } from './EventBasics';

/** The event page's passages (spec §2: shown alternating, fading in on scroll), per event. */
export function PassagesEditor({ form, update, errors, readOnly }: SectionProps) {
  const change = (index: number, field: 'title' | 'text', value: string) =>
    update((current) => ({ ...current, passages: current.passages.map((p, i) => (i === index ? { ...p, [field]: value } : p)) }));
  return (
    <fieldset className="event-editor__section" disabled={readOnly}>
      <legend>Abschnitte der Eventseite</legend>
      {form.passages.length === 0 && <p className="event-editor__hint">Noch keine Abschnitte.</p>}
      {form.passages.map((passage, index) => (
        <div className="event-editor__passage" key={passage.key}>
          <div className="field">
            <label htmlFor={`passage-title-${passage.key}`}>Abschnitt {index + 1}: Überschrift</label>
            <input id={`passage-title-${passage.key}`} value={passage.title} onChange={(e) => change(index, 'title', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`passage-text-${passage.key}`}>Abschnitt {index + 1}: Text</label>
            <textarea id={`passage-text-${passage.key}`} rows={3} value={passage.text} onChange={(e) => change(index, 'text', e.target.value)} />
          </div>
          <FieldError errors={errors} name={`passages.${index}`} />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => update((current) => ({ ...current, passages: current.passages.filter((_, i) => i !== index) }))}
          >
            Abschnitt {index + 1} entfernen
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => update((current) => ({ ...current, passages: [...current.passages, { key: newKey(), title: '', text: '' }] }))}
      >
        Abschnitt hinzufügen
      </button>
    </fieldset>
  );
}
