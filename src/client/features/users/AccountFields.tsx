import type { AccountInput } from './users-api';

type Field = keyof AccountInput;

const FIELDS: Array<{ key: Field; label: string; type?: string; autoComplete?: string; optional?: boolean }> = [
  { key: 'username', label: 'Benutzername', autoComplete: 'off' },
  { key: 'name', label: 'Vorname', autoComplete: 'given-name' },
  { key: 'surname', label: 'Nachname', autoComplete: 'family-name' },
  { key: 'telephone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { key: 'mail', label: 'E-Mail', type: 'email', autoComplete: 'email' },
  { key: 'image_id', label: 'Bild-ID (optional)', optional: true },
];

interface AccountFieldsProps {
  values: Partial<AccountInput>;
  errors: Record<string, string>;
  onChange: (field: Field, value: string) => void;
  /** The fields to show, in the order of FIELDS. */
  show: readonly Field[];
}

/** The labelled inputs of spec §2 user add, edit and profile, with the messages of spec §5. */
export function AccountFields({ values, errors, onChange, show }: AccountFieldsProps) {
  return (
    <div className="form-grid">
      {FIELDS.filter((field) => show.includes(field.key)).map((field) => (
        <div className="field" key={field.key}>
          <label htmlFor={`account-${field.key}`}>{field.label}</label>
          <input
            id={`account-${field.key}`}
            name={field.key}
            type={field.type ?? 'text'}
            inputMode={field.key === 'image_id' ? 'numeric' : undefined}
            autoComplete={field.autoComplete}
            required={!field.optional}
            aria-invalid={Boolean(errors[field.key])}
            aria-describedby={errors[field.key] ? `account-${field.key}-error` : undefined}
            value={values[field.key] ?? ''}
            onChange={(event) => onChange(field.key, event.target.value)}
          />
          {errors[field.key] && (
            <p className="field-error" id={`account-${field.key}-error`}>
              {errors[field.key]}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
