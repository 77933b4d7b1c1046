import { useState } from 'react';
import type { ConfigFileInfo } from '../../../shared/api/configuration';
import type { ConfigField } from '../../../shared/domain/shop-config-fields';
import type { ConfigValue } from '../../../shared/domain/shop-config';
import { formatBytes } from '../../../shared/domain/backup-schedule';
import { errorText } from '../../lib/error-text';
import { uploadConfigFile } from './config-api';
import { ConfigRowsInput } from './ConfigRowsInput';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

interface Props {
  field: ConfigField;
  value: ConfigValue;
  file?: ConfigFileInfo | null;
  error?: string;
  onChange: (value: ConfigValue) => void;
  onFile: (file: ConfigFileInfo | null) => void;
}

const ACCEPT = { svg: '.svg,image/svg+xml', css: '.css,text/css' } as const;

function FileInput({ field, file, onChange, onFile }: Props) {
  const [status, setStatus] = useState<string | null>(null);
  useDismissWhenOnline(status, () => setStatus(null));
  if (field.kind !== 'file') return null;
  async function choose(list: FileList | null) {
    const chosen = list?.[0];
    if (!chosen) return;
    setStatus('Wird hochgeladen...');
    try {
      const uploaded = await uploadConfigFile(field.key, chosen.name, await chosen.text());
      onChange(uploaded.file_id);
      onFile({ id: uploaded.file_id, name: uploaded.name });
      setStatus('Hochgeladen – zum Übernehmen speichern.');
    } catch (error) {
      setStatus(errorText('Fehler beim Hochladen', error));
    }
  }
  return (
    <>
      <p className="config-file">{file ? `Aktuell: ${file.name}` : 'Keine Datei'}</p>
      <input id={`config-${field.key}`} type="file" accept={ACCEPT[field.accept]} onChange={(event) => void choose(event.target.files)} />
      {file && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            onChange(null);
            onFile(null);
          }}
        >
          Datei entfernen
        </button>
      )}
      {status && <p role="status">{status}</p>}
    </>
  );
}

/** One field of the configuration form, drawn from the catalogue entry. */
export function ConfigFieldInput(props: Props) {
  const { field, value, error, onChange } = props;
  const id = `config-${field.key}`;
  const described = error ? `${id}-error` : field.help ? `${id}-help` : undefined;
  const common = { id, 'aria-invalid': Boolean(error), 'aria-describedby': described };
  let input: React.ReactNode;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="field config-check">
          <label>
            <input type="checkbox" {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} /> {field.label}
          </label>
          {field.help && <small id={`${id}-help`}>{field.help}</small>}
          {error && (
            <p className="field-error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
      );
    case 'number':
      input = (
        <input
          type="number"
          {...common}
          min={field.min}
          max={field.max}
          step={field.step}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
        />
      );
      break;
    case 'color':
      input = <input type="color" {...common} value={String(value)} onChange={(event) => onChange(event.target.value)} />;
      break;
    case 'select':
      input = (
        <select {...common} value={String(value)} onChange={(event) => onChange(event.target.value)}>
          <OptionList options={field.options} />
        </select>
      );
      break;
    case 'multiselect': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      input = (
        <select
          {...common}
          multiple
          size={Math.min(field.options.length, 6)}
          value={chosen}
          onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
        >
          <OptionList options={field.options} />
        </select>
      );
      break;
    }
    case 'json':
      return (
        <div className="field">
          <ConfigRowsInput id={id} label={field.label} shape={field.shape} value={value} described={described} invalid={Boolean(error)} onChange={onChange} />
          {field.help && <small id={`${id}-help`}>{field.help}</small>}
          {error && (
            <p className="field-error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
      );
    case 'textarea':
      input = <textarea {...common} rows={3} maxLength={field.maxLength} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />;
      break;
    case 'file':
      input = <FileInput {...props} />;
      break;
    case 'readonly':
      input = <output id={id}>{readonlyText(field.format, value)}</output>;
      break;
    default: {
      const type = field.kind === 'text' ? 'text' : field.kind;
      input = <input type={type} {...common} maxLength={field.maxLength} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />;
    }
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {input}
      {field.help && <small id={`${id}-help`}>{field.help}</small>}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A value the server writes (the last backup's time and size), as staff read it. */
function readonlyText(format: 'time' | 'bytes', value: ConfigValue): string {
  if (typeof value !== 'string' || value === '') return format === 'time' ? 'Nie' : '–';
  return format === 'time' ? new Date(value).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }) : formatBytes(Number(value));
}

function OptionList({ options }: { options: ReadonlyArray<readonly [string, string]> }) {
  return options.map(([option, label]) => (
    <option key={option} value={option}>
      {label}
    </option>
  ));
}
