import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { useEffect, useState } from 'react';
import { TICKET_FIELDS, type TicketDesign } from '../../../shared/api/ticket-design';
import { errorText } from '../../lib/error-text';
import { saveBlob } from '../../lib/save-blob';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { fetchDesign, previewPdf, saveDesign, uploadLogo } from './design-api';
import { TicketPreview } from './TicketPreview';
import './ticket-designer.css';

/** Spec §2 ticket designer: logo, colours, which fields, footer text, with a live preview; the PDFs use it. */
export function TicketDesigner() {
  const { can } = useAuth();
  const readOnly = !can('TICKET_DESIGN_EDIT');
  const [loaded] = useLoad(fetchDesign, []);
  const [design, setDesign] = useState<TicketDesign | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.state === 'ready') setDesign(loaded.data);
  }, [loaded]);

  if (loaded.state === 'error') {
    return <ErrorLine>{errorText('Fehler beim Laden des Designs', loaded.error)}</ErrorLine>;
  }
  if (!design) return <p role="status">Lade Design...</p>;
  const set = <K extends keyof TicketDesign>(key: K, value: TicketDesign[K]) => setDesign({ ...design, [key]: value });

  async function run(work: () => Promise<string>, failure: string) {
    setBusy(true);
    try {
      setNotice({ kind: 'success', text: await work() });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(failure, error) });
    } finally {
      setBusy(false);
    }
  }
  const current = design;

  return (
    <div className="ticket-designer">
      <form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          run(async () => {
            setDesign(await saveDesign(current));
            return 'Daten erfolgreich gespeichert!';
          }, 'Fehler beim Speichern');
        }}
      >
        <fieldset disabled={readOnly}>
          <legend>Gestaltung</legend>
          <div className="field">
            <label htmlFor="design-logo">Logo (PNG oder JPEG)</label>
            <input
              id="design-logo"
              type="file"
              accept="image/png,image/jpeg"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file)
                  run(async () => {
                    const id = await uploadLogo(file);
                    setDesign((latest) => latest && { ...latest, logo_file_id: id });
                    return 'Logo hochgeladen – zum Übernehmen speichern.';
                  }, 'Fehler beim Hochladen des Logos');
              }}
            />
            {design.logo_file_id !== null && (
              <button type="button" className="link-button" onClick={() => set('logo_file_id', null)}>
                Logo entfernen
              </button>
            )}
          </div>
          <div className="form-grid">
            <div className="field">
              <label htmlFor="design-primary">Farbe des Kopfbands</label>
              <input id="design-primary" type="color" value={`#${design.color_primary}`} onChange={(e) => set('color_primary', e.target.value.slice(1))} />
            </div>
            <div className="field">
              <label htmlFor="design-text">Schriftfarbe</label>
              <input id="design-text" type="color" value={`#${design.color_text}`} onChange={(e) => set('color_text', e.target.value.slice(1))} />
            </div>
            <div className="field">
              <label htmlFor="design-heading">Überschrift</label>
              <input id="design-heading" maxLength={30} value={design.heading} onChange={(e) => set('heading', e.target.value)} />
            </div>
          </div>
          <fieldset className="ticket-designer__fields">
            <legend>Angezeigte Felder</legend>
            {TICKET_FIELDS.map(([key, label]) => (
              <label key={key} className="user-form__check">
                <input type="checkbox" checked={design.fields[key]} onChange={(e) => set('fields', { ...design.fields, [key]: e.target.checked })} /> {label}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="design-footer">Fußzeile</label>
            <textarea id="design-footer" rows={3} maxLength={300} value={design.footer_text} onChange={(e) => set('footer_text', e.target.value)} />
          </div>
        </fieldset>
        <NoticeLine notice={notice} />
        <div className="button-row">
          {!readOnly && (
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Speichern...' : 'Speichern'}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() =>
              run(async () => {
                saveBlob(await previewPdf(current), 'Musterticket.pdf');
                return 'Musterticket als PDF erstellt.';
              }, 'PDF-Vorschau fehlgeschlagen')
            }
          >
            Musterticket als PDF
          </button>
        </div>
      </form>
      <TicketPreview design={design} />
    </div>
  );
}
