import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { firstError, validateEvent } from '../../../shared/domain/event-rules';
import { errorText, fieldErrors } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../auth/AuthProvider';
import { fetchRooms } from '../rooms/rooms-api';
import { CategoriesEditor } from './CategoriesEditor';
import { EventBasics } from './EventBasics';
import { type EventForm, emptyForm, toForm, toRequest } from './event-form';
import { fetchAdminEvent, saveEvent } from './events-admin-api';
import { PassagesEditor } from './PassagesEditor';
import { PerformancesEditor } from './PerformancesEditor';
import './events-admin.css';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

/** Create (no id) or edit an event with everything the shop sells: performances, categories, quotas. */
export function EventEditor({ eventId }: { eventId?: number }) {
  const { can } = useAuth();
  const readOnly = !can('EVENTS_EDIT');
  const navigate = useNavigate();
  const [loaded] = useLoad(() => (eventId ? fetchAdminEvent(eventId) : Promise.resolve(null)), [eventId]);
  const [rooms] = useLoad(() => fetchRooms().catch(() => []), []);
  const [form, setForm] = useState<EventForm | null>(eventId ? null : emptyForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.state === 'ready' && loaded.data) setForm(toForm(loaded.data));
  }, [loaded]);

  if (loaded.state === 'error') {
    return (
      <p className="notice notice--error" role="alert">
        {errorText('Fehler beim Laden des Events', loaded.error)}
      </p>
    );
  }
  if (!form) return <p role="status">Lade Event...</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const request = toRequest(form);
    const found = validateEvent(request);
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(`Bitte prüfe die Eingaben: ${firstError(found)}`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saveEvent(request);
      navigate('/admin/events/list');
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorText('Fehler beim Speichern', error));
    } finally {
      setBusy(false);
    }
  }

  const props = { form, update: (change: (form: EventForm) => EventForm) => setForm((current) => (current ? change(current) : current)), errors, readOnly };
  return (
    <form className="event-editor" onSubmit={submit} noValidate>
      {form.id !== undefined && (
        <p>
          <Link to={`/event/${form.name}`} target="_blank" rel="noopener">
            Im Shop ansehen
          </Link>
        </p>
      )}
      <EventBasics {...props} />
      <PassagesEditor {...props} />
      <CategoriesEditor {...props} />
      <PerformancesEditor {...props} rooms={rooms.state === 'ready' ? rooms.data : []} />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row event-editor__actions">
        {!readOnly && (
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Speichern...' : 'Speichern'}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => navigate('/admin/events/list')}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
