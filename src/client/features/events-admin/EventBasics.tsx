import { useState } from 'react';
import { errorText } from '../../lib/error-text';
import type { EventForm } from './event-form';
import { imageUrl, uploadEventImage } from './events-admin-api';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

export interface SectionProps {
  form: EventForm;
  update: (change: (form: EventForm) => EventForm) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

export const FieldError = ({ errors, name }: { errors: Record<string, string>; name: string }) =>
  errors[name] ? <p className="field-error">{errors[name]}</p> : null;

/** Name (address in the shop), title, description, image, the two colours, visibility and seat selection. */
export function EventBasics({ form, update, errors, readOnly }: SectionProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  useDismissWhenOnline(uploadError, () => setUploadError(null));
  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) => update((current) => ({ ...current, [key]: value }));

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      set('image', await uploadEventImage(file));
    } catch (error) {
      setUploadError(errorText('Fehler beim Hochladen des Bildes', error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="event-editor__section" disabled={readOnly}>
      <legend>Allgemein</legend>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="event-title">Titel</label>
          <input id="event-title" value={form.title} onChange={(e) => set('title', e.target.value)} aria-invalid={Boolean(errors.title)} />
          <FieldError errors={errors} name="title" />
        </div>
        <div className="field">
          <label htmlFor="event-name">Name (Adresse im Shop)</label>
          <input
            id="event-name"
            value={form.name}
            placeholder="z. B. musical-2026"
            onChange={(e) => set('name', e.target.value.toLowerCase())}
            aria-invalid={Boolean(errors.name)}
          />
          <FieldError errors={errors} name="name" />
        </div>
      </div>
      <div className="field">
        <label htmlFor="event-description">Beschreibung</label>
        <textarea id="event-description" rows={4} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <div className="event-editor__media">
        <div className="field">
          <label htmlFor="event-image">Bild</label>
          <input id="event-image" type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => upload(e.target.files?.[0])} />
          {uploading && <p role="status">Lade hoch...</p>}
          {uploadError && (
            <p className="field-error" role="alert">
              {uploadError}
            </p>
          )}
          <FieldError errors={errors} name="image" />
        </div>
        {form.image !== null && (
          <figure className="event-editor__image">
            <img src={imageUrl(form.image)} alt="Eventbild" />
            <button type="button" className="link-button" onClick={() => set('image', null)}>
              Bild entfernen
            </button>
          </figure>
        )}
        {(['Hauptfarbe', 'Zweitfarbe'] as const).map((label, index) => (
          <div className="field" key={label}>
            <label htmlFor={`event-color-${index}`}>{label}</label>
            <input
              id={`event-color-${index}`}
              type="color"
              value={`#${form.colors[index]}`}
              onChange={(e) => {
                const colors: [string, string] = [...form.colors];
                colors[index] = e.target.value.replace('#', '');
                set('colors', colors);
              }}
            />
            <FieldError errors={errors} name={`colors.${index}`} />
          </div>
        ))}
      </div>
      <label className="user-form__check">
        <input type="checkbox" checked={form.visible} onChange={(e) => set('visible', e.target.checked)} /> Sichtbar im Shop
      </label>
      <label className="user-form__check">
        <input type="checkbox" checked={form.hasSeatSelection} onChange={(e) => set('hasSeatSelection', e.target.checked)} /> Sitzplatzwahl (braucht
        Spielstätten mit Sitzplan)
      </label>
    </fieldset>
  );
}
