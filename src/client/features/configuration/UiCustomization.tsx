import { type CSSProperties, type FormEvent, useState } from 'react';
import type { ConfigFileInfo, ConfigResponse } from '../../../shared/api/configuration';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { darken } from '../../../shared/domain/colour';
import type { ConfigValue, ConfigValues } from '../../../shared/domain/shop-config';
import { CONFIG_FIELDS } from '../../../shared/domain/shop-config-fields';
import { LoadingScreen } from '../../components/LoadingScreen';
import { apiUrl } from '../../lib/api-client';
import { errorText, fieldErrors } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { ConfigFieldInput } from './ConfigFieldInput';
import { fetchConfig, saveConfig } from './config-api';
import { loadPublicConfig } from '../../lib/public-config';
import './configuration.css';

/** The settings that make up the shop's look, each where it takes effect. */
const GROUPS = [
  { title: 'Name', keys: ['shop_name', 'shop_slogan'], note: 'Der Name steht in den Seitentiteln, der Slogan auf der Info-Seite.' },
  { title: 'Farben', keys: ['color_primary', 'color_secondary', 'color_background'], note: 'Gelten im ganzen Shop und in den Mails an Käufer.' },
  { title: 'Logo', keys: ['logo_file_id'], note: 'Erscheint auf der Info-Seite des Backoffice.' },
  {
    title: 'Startseite',
    keys: ['start_page_layout'],
    note: 'Standard und Grid zeigen Karten, Liste eine Spalte mit Bild daneben, Minimal keine Bilder, Marktplatz Karten mit farbigem Rand.',
  },
] as const;
const KEYS: string[] = GROUPS.flatMap((group) => [...group.keys]);

function Preview({ values, logo }: { values: ConfigValues; logo: ConfigFileInfo | null }) {
  const primary = String(values.color_primary);
  const style = {
    '--preview-primary': primary,
    '--preview-primary-dark': darken(primary, 0.3),
    '--preview-accent': String(values.color_secondary),
    background: String(values.color_background),
  } as CSSProperties;
  return (
    <section className="panel ui-preview" aria-label="Vorschau" style={style}>
      <div className="ui-preview__nav">
        {logo && <img src={apiUrl('files/download.php', { id: logo.id })} alt="" width={32} height={32} />}
        <strong>{String(values.shop_name)}</strong>
      </div>
      <p>{String(values.shop_slogan) || 'Dein Slogan erscheint hier.'}</p>
      <span className="ui-preview__button">Tickets kaufen</span> <span className="ui-preview__badge">Ausverkauft bald</span>
    </section>
  );
}

function Form({ initial, editable }: { initial: ConfigResponse; editable: boolean }) {
  const [values, setValues] = useState<ConfigValues>(initial.values);
  const [files, setFiles] = useState<Record<string, ConfigFileInfo | null>>(initial.files);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      // Only this page's settings: the rest of the configuration stays as it is.
      const saved = await saveConfig(Object.fromEntries(KEYS.map((key) => [key, values[key]])));
      setValues(saved.values);
      setFiles(saved.files);
      setErrors({});
      setMessage({ kind: 'success', text: 'Daten erfolgreich gespeichert!' });
      void loadPublicConfig(true);
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage({ kind: 'error', text: errorText('Fehler beim Speichern der Daten', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="config-form ui-customization" noValidate>
      {!editable && <p className="notice">Nur lesen: Zum Speichern ist das Recht „Konfiguration bearbeiten“ nötig.</p>}
      <Preview values={values} logo={files.logo_file_id ?? null} />
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="panel config-section" disabled={!editable || busy}>
          <legend>{group.title}</legend>
          <p>{group.note}</p>
          <div className="form-grid">
            {group.keys.map((key) => {
              const field = CONFIG_FIELDS.get(key);
              return field ? (
                <ConfigFieldInput
                  key={key}
                  field={field}
                  value={values[key]}
                  file={files[key]}
                  error={errors[key]}
                  onChange={(value: ConfigValue) => setValues((current) => ({ ...current, [key]: value }))}
                  onFile={(file) => setFiles((current) => ({ ...current, [key]: file }))}
                />
              ) : null;
            })}
          </div>
        </fieldset>
      ))}
      {editable && (
        <div className="config-actions">
          <NoticeLine notice={message} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Speichern...' : 'Speichern'}
          </button>
        </div>
      )}
    </form>
  );
}

/** Issue 31 "UI Customization": the shop's name, colours, logo and start-page layout on one page with a live preview. */
export function UiCustomization() {
  const [load] = useLoad(fetchConfig, []);
  const { can } = useAuth();
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') return <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>;
  return <Form initial={load.data} editable={can('CONFIGURATION_EDIT') === true} />;
}
