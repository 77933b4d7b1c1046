import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { firstError, validateEvent } from '../../../shared/domain/event-rules';
import { ErrorLine, NoticeLine } from '../../components/NoticeLine';
import { errorText, fieldErrors } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { fetchRooms } from '../rooms/index';
import { CategoriesEditor } from './CategoriesEditor';
import { EventBasics } from './EventBasics';
import { type EventForm, emptyForm, toForm, toRequest } from './event-form';
import { fetchAdminEvent, saveEvent } from './events-admin-api';
import { PassagesEditor } from './PassagesEditor';
import { EventVenue } from './EventVenue';
import { EventVoice } from './EventVoice';
import { PerformancesEditor } from './PerformancesEditor';
import { EventTranslations } from './EventTranslations';
import './events-admin.css';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

/** Create (no id) or edit an event with everything the shop sells: performances, categories, quotas. */
export function EventEditor({ eventId }: { eventId?: number }) {
  const { can } = useAuth();
  const readOnly = !can('EVENTS_EDIT');
  const navigate = useNavigate();
  const justCreated = Boolean((useLocation().state as { saved?: boolean } | null)?.saved);
  const [saved, setSaved] = useState(justCreated);
  const [loaded, reload] = useLoad(() => (eventId ? fetchAdminEvent(eventId) : Promise.resolve(null)), [eventId]);
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
    return <ErrorLine>{errorText('Fehler beim Laden des Events', loaded.error)}</ErrorLine>;
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
    setSaved(false);
    try {
      const { id } = await saveEvent(request);
      // Stay on the event, read back with the ids the server gave new performances and categories.
      if (form.id === undefined) navigate(`/admin/events/edit/${id}`, { replace: true, state: { saved: true } });
      else {
        setSaved(true);
        reload();
      }
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
      <EventVenue {...props} rooms={rooms.state === 'ready' ? rooms.data : []} />
      <EventVoice {...props} />
      <PassagesEditor {...props} />
      <CategoriesEditor {...props} />
      <EventTranslations {...props} />
      <PerformancesEditor {...props} rooms={rooms.state === 'ready' ? rooms.data : []} />
      {failure && <ErrorLine>{failure}</ErrorLine>}
      <div className="button-row event-editor__actions">
        <NoticeLine notice={saved && !failure ? { kind: 'success', text: 'Daten erfolgreich gespeichert!' } : null} />
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
