import { ErrorLine } from '../../components/NoticeLine';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAIL_PURPOSES, type MailPurpose, PURPOSE_LABELS, type TemplateSaveRequest } from '../../../shared/api/mail';
import { MAIL_PLACEHOLDERS } from '../../../shared/domain/mail-placeholders';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText } from '../../lib/error-text';
import { useAuth } from '../../lib/AuthProvider';
import { fetchTemplate, saveTemplate } from './mail-templates-api';
import { MailPreview } from './MailPreview';
import { TemplateTranslations } from './TemplateTranslations';
import './mail-templates.css';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';
import { useLoad } from '../../lib/use-load';
import { fetchAdminEvents } from '../events-admin/index';

/** The events a template may speak for; the template's own event stays listed even when the list is unknown. */
function eventChoices(events: Array<{ id: number; title: string }>, current: number | null) {
  if (current === null || events.some((event) => event.id === current)) return events;
  return [...events, { id: current, title: `Event ${current}` }];
}

const EMPTY: TemplateSaveRequest = { name: '', subject: '', content: '<p>Hallo {vorname},</p>\n', purpose: 'order_confirmation', status: 'inactive' };

/** Spec §2 mail template add and edit, with placeholders and a live preview. */
export function TemplateEditor() {
  const { eventId } = useParams();
  const id = eventId && /^\d+$/.test(eventId) ? Number(eventId) : undefined;
  const navigate = useNavigate();
  const { can } = useAuth();
  const editable = can('MAIL_TEMPLATES_EDIT') === true;
  const [values, setValues] = useState<TemplateSaveRequest | null>(id === undefined && eventId === undefined ? EMPTY : null);
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const [busy, setBusy] = useState(false);
  const content = useRef<HTMLTextAreaElement>(null);
  // Without the right to list events, the select offers the shop's templates and the template's own event.
  const [events] = useLoad(() => fetchAdminEvents().catch(() => []), []);

  useEffect(() => {
    if (eventId === undefined) return;
    if (id === undefined) {
      setFailure('Template nicht gefunden.');
      return;
    }
    fetchTemplate(id).then(
      (template) =>
        setValues({
          id: template.id,
          name: template.name,
          subject: template.subject,
          content: template.content,
          purpose: template.purpose,
          status: template.status,
          event_id: template.event_id,
          translations: template.translations ?? {},
        }),
      (error) => setFailure(errorText('Template nicht gefunden.', error)),
    );
  }, [eventId, id]);

  if (!values) return failure ? <ErrorLine>{failure}</ErrorLine> : <LoadingScreen />;
  const set = (patch: Partial<TemplateSaveRequest>) => setValues((current) => (current ? { ...current, ...patch } : current));

  function insert(name: string) {
    const area = content.current;
    const token = `{${name}}`;
    if (!area || !values) return;
    const start = area.selectionStart ?? values.content.length;
    const end = area.selectionEnd ?? start;
    set({ content: values.content.slice(0, start) + token + values.content.slice(end) });
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveTemplate(values);
      navigate('/admin/mail/template/list');
    } catch (error) {
      setFailure(errorText('Fehler beim Speichern', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="template-editor" onSubmit={submit}>
      <fieldset className="panel" disabled={!editable || busy}>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="template-name">Name</label>
            <input id="template-name" required maxLength={100} value={values.name} onChange={(e) => set({ name: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="template-purpose">Verwendung</label>
            <select id="template-purpose" value={values.purpose} onChange={(e) => set({ purpose: e.target.value as MailPurpose })}>
              {MAIL_PURPOSES.map((purpose) => (
                <option key={purpose} value={purpose}>
                  {PURPOSE_LABELS[purpose]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="template-event">Gilt für</label>
            <select id="template-event" value={values.event_id ?? ''} onChange={(e) => set({ event_id: e.target.value ? Number(e.target.value) : null })}>
              <option value="">Alle Events (Standard des Shops)</option>
              {eventChoices(events.state === 'ready' ? events.data : [], values.event_id ?? null).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="template-status">Status</label>
            <select id="template-status" value={values.status} onChange={(e) => set({ status: e.target.value as 'active' | 'inactive' })}>
              <option value="active">Aktiv</option>
              <option value="inactive">Inaktiv</option>
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor="template-subject">Betreff</label>
          <input id="template-subject" required maxLength={200} value={values.subject} onChange={(e) => set({ subject: e.target.value })} />
        </div>
        <fieldset className="placeholders">
          <legend>Platzhalter einfügen (an der Cursorposition im Inhalt):</legend>
          {MAIL_PLACEHOLDERS.map((placeholder) => (
            <button
              key={placeholder.name}
              type="button"
              className="button button--ghost button--small"
              title={placeholder.label}
              onClick={() => insert(placeholder.name)}
            >
              {`{${placeholder.name}}`}
            </button>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="template-content">Inhalt (HTML)</label>
          <textarea id="template-content" ref={content} required value={values.content} onChange={(e) => set({ content: e.target.value })} />
        </div>
        <TemplateTranslations values={values} onChange={(translations) => set({ translations })} />
        {values.status === 'active' && (
          <p>
            Aktiv: Diese Vorlage ersetzt beim Speichern die bisher aktive Vorlage derselben Verwendung
            {values.event_id ? ' für dieses Event. Events ohne eigene Vorlage nutzen die des Shops.' : ' des Shops.'}
          </p>
        )}
        {failure && <ErrorLine>{failure}</ErrorLine>}
        <div className="button-row">
          <button type="submit" className="button">
            {busy ? 'Speichern...' : 'Speichern'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => navigate('/admin/mail/template/list')}>
            Abbrechen
          </button>
        </div>
      </fieldset>
      <MailPreview subject={values.subject} content={values.content} />
    </form>
  );
}
