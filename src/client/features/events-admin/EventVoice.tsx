import { COUNTDOWN_KINDS, COUNTDOWN_LABELS, type CountdownKind } from '../../../shared/domain/countdown';
import type { EventForm } from './event-form';
import type { SectionProps } from './EventBasics';

/** How the event speaks for itself (issue 32 item 1): its countdown, its mails' sign-off, its link preview. */
export function EventVoice({ form, update, readOnly }: SectionProps) {
  const set = (change: Partial<EventForm['voice']>) => update((current) => ({ ...current, voice: { ...current.voice, ...change } }));
  return (
    <fieldset className="event-editor__section" disabled={readOnly}>
      <legend>Auftritt des Events</legend>
      <div className="field">
        <label htmlFor="voice-countdown">Countdown auf der Eventseite</label>
        <select id="voice-countdown" value={form.voice.countdown} onChange={(e) => set({ countdown: e.target.value as CountdownKind })}>
          {COUNTDOWN_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {COUNTDOWN_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="voice-signature">Grußzeile der Mails zu diesem Event</label>
        <input
          id="voice-signature"
          value={form.voice.mailSignature}
          maxLength={120}
          placeholder="leer: Grußzeile aus der Konfiguration"
          onChange={(e) => set({ mailSignature: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="voice-description">Vorschautext für Suchmaschinen und geteilte Links</label>
        <textarea
          id="voice-description"
          rows={2}
          maxLength={300}
          value={form.voice.metaDescription}
          placeholder="leer: der Anfang der Beschreibung"
          onChange={(e) => set({ metaDescription: e.target.value })}
        />
      </div>
      <p className="event-editor__hint">Eigene Mailvorlagen für dieses Event legst du unter „Mails“ → „Vorlagen“ an.</p>
    </fieldset>
  );
}
