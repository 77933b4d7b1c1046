import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { type FormEvent, useEffect, useState } from 'react';
import type { ConfigFileInfo, ConfigResponse } from '../../../shared/api/configuration';
import { CONFIG_SECTIONS } from '../../../shared/domain/shop-config-fields';
import type { ConfigValue, ConfigValues } from '../../../shared/domain/shop-config';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText, fieldErrors } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { fetchConfig, saveConfig } from './config-api';
import { ConfigFieldInput } from './ConfigFieldInput';
import { loadPublicConfig } from '../../lib/public-config';
import './configuration.css';

const FIELDS = CONFIG_SECTIONS.flatMap((section) => section.fields);

function Form({ initial, editable }: { initial: ConfigResponse; editable: boolean }) {
  const [values, setValues] = useState<ConfigValues>(initial.values);
  const [files, setFiles] = useState<Record<string, ConfigFileInfo | null>>(initial.files);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload: ConfigValues = {};
    for (const field of FIELDS) if (field.kind !== 'readonly') payload[field.key] = values[field.key];
    setErrors({});
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveConfig(payload);
      setValues(saved.values);
      setFiles(saved.files);
      setMessage({ kind: 'success', text: 'Daten erfolgreich gespeichert!' });
      void loadPublicConfig(true);
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage({ kind: 'error', text: errorText('Fehler beim Speichern der Daten', error) });
    } finally {
      setBusy(false);
    }
  }

  const status = <NoticeLine notice={message} />;
  return (
    <form onSubmit={submit} className="config-form" noValidate>
      <nav className="panel config-toc" aria-label="Abschnitte">
        {CONFIG_SECTIONS.map((section) => (
          <a key={section.id} href={`#config-section-${section.id}`}>
            {section.title}
          </a>
        ))}
      </nav>
      {!editable && <p className="notice">Nur lesen: Zum Speichern ist das Recht „Konfiguration bearbeiten“ nötig.</p>}
      {CONFIG_SECTIONS.map((section) => (
        <fieldset key={section.id} id={`config-section-${section.id}`} className="panel config-section" disabled={!editable || busy}>
          <legend>{section.title}</legend>
          <div className="form-grid">
            {section.fields.map((field) => (
              <ConfigFieldInput
                key={field.key}
                field={field}
                value={values[field.key]}
                file={files[field.key]}
                error={errors[field.key]}
                onChange={(value: ConfigValue) => setValues((current) => ({ ...current, [field.key]: value }))}
                onFile={(file) => setFiles((current) => ({ ...current, [field.key]: file }))}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {editable && (
        <div className="config-actions">
          {status}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Speichern...' : 'Speichern'}
          </button>
        </div>
      )}
      {!editable && status}
    </form>
  );
}

/** Spec §2/§3 shop configuration: every section and field, read with CONFIGURATION_VIEW, saved with CONFIGURATION_EDIT. */
export function ConfigurationGeneral() {
  const [load] = useLoad(fetchConfig, []);
  const { can } = useAuth();
  useEffect(() => {
    if (window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') {
    return <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>;
  }
  return <Form initial={load.data} editable={can('CONFIGURATION_EDIT') === true} />;
}
