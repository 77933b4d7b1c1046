import type { RoomDto } from '../../../shared/api/rooms';
import type { EventForm } from './event-form';
import { FieldError, type SectionProps } from './EventBasics';

type VenueKey = keyof EventForm['venue'];
type FactKey = keyof EventForm['facts'];

const venueFields: Array<[VenueKey, string, string]> = [
  ['name', 'Name des Veranstaltungsorts', 'z. B. Aula der Gesamtschule am Stadtpark'],
  ['address', 'Adresse', 'Straße Nr., PLZ Ort'],
  ['parkingNote', 'Anfahrt und Parken', 'Hinweise zur Anfahrt'],
  ['mapUrl', 'Karte (OpenStreetMap-Einbettungslink, optional)', 'https://www.openstreetmap.org/export/embed.html?bbox=…'],
  // Picks the tax rule of the configuration ("Steuerregeln pro Land"); empty is Germany.
  ['country', 'Land (Ländercode, leer für Deutschland)', 'z. B. AT'],
];
const factFields: Array<[FactKey, string, string]> = [
  ['recommendedAge', 'Altersempfehlung', 'z. B. ab etwa 10 Jahren'],
  ['duration', 'Dauer', 'z. B. etwa 2 Stunden ohne Pause'],
  ['notes', 'Weitere Hinweise', 'Erscheint unter „Gut zu wissen“'],
];

/** Where the event takes place (page, cards, mails, tickets) and the facts its page and the FAQ show. */
export function EventVenue({ form, update, errors, readOnly, rooms }: SectionProps & { rooms: RoomDto[] }) {
  const setVenue = (key: VenueKey, value: string) => update((current) => ({ ...current, venue: { ...current.venue, [key]: value } }));
  const setFact = (key: FactKey, value: string) => update((current) => ({ ...current, facts: { ...current.facts, [key]: value } }));
  const takeRoom = (id: string) => {
    const room = rooms.find((candidate) => String(candidate.id) === id);
    if (room) update((current) => ({ ...current, venue: { ...current.venue, name: room.name, address: room.location || current.venue.address } }));
  };
  const multiline = (key: string) => key === 'parkingNote' || key === 'notes';
  return (
    <>
      <fieldset className="event-editor__section" disabled={readOnly}>
        <legend>Veranstaltungsort</legend>
        {rooms.length > 0 && (
          <div className="field">
            <label htmlFor="venue-room">Aus Spielstätte übernehmen</label>
            <select id="venue-room" value="" onChange={(e) => takeRoom(e.target.value)}>
              <option value="">Spielstätte wählen…</option>
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                  {room.location ? ` – ${room.location}` : ''}
                </option>
              ))}
            </select>
          </div>
        )}
        {venueFields.map(([key, label, placeholder]) => (
          <div className="field" key={key}>
            <label htmlFor={`venue-${key}`}>{label}</label>
            {multiline(key) ? (
              <textarea id={`venue-${key}`} rows={2} value={form.venue[key]} placeholder={placeholder} onChange={(e) => setVenue(key, e.target.value)} />
            ) : (
              <input
                id={`venue-${key}`}
                value={form.venue[key]}
                placeholder={placeholder}
                onChange={(e) => setVenue(key, e.target.value)}
                aria-invalid={Boolean(errors[`venue.${key}`])}
              />
            )}
            <FieldError errors={errors} name={`venue.${key}`} />
          </div>
        ))}
        <p className="event-editor__hint">Die Karte erscheint im Shop erst, wenn Besucher externen Inhalten zugestimmt haben.</p>
      </fieldset>
      <fieldset className="event-editor__section" disabled={readOnly}>
        <legend>Gut zu wissen</legend>
        <p className="event-editor__hint">Leere Felder erscheinen weder auf der Eventseite noch in den FAQ.</p>
        {factFields.map(([key, label, placeholder]) => (
          <div className="field" key={key}>
            <label htmlFor={`fact-${key}`}>{label}</label>
            {multiline(key) ? (
              <textarea id={`fact-${key}`} rows={2} value={form.facts[key]} placeholder={placeholder} onChange={(e) => setFact(key, e.target.value)} />
            ) : (
              <input id={`fact-${key}`} value={form.facts[key]} placeholder={placeholder} onChange={(e) => setFact(key, e.target.value)} />
            )}
          </div>
        ))}
      </fieldset>
    </>
  );
}
