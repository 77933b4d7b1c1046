import { type FormEvent, useState } from 'react';
import type { UserData } from '../../../shared/api/orders';
import { type UserDataErrors, validateUserData } from '../../../shared/domain/checkout-rules';

interface Props {
  initial: UserData;
  onSubmit: (data: UserData) => void;
}

const fields = [
  { name: 'firstName', label: 'Vorname', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Nachname', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'E-Mail', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Telefon (optional)', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/** Spec §5: Vorname, Nachname and E-Mail required, Telefon optional; messages appear beside each field. */
export function UserDataStep({ initial, onSubmit }: Props) {
  const [data, setData] = useState<UserData>(initial);
  const [errors, setErrors] = useState<UserDataErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateUserData(data);
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      document.getElementById(`checkout-${first.name}`)?.focus();
      return;
    }
    onSubmit({ ...data, firstName: data.firstName.trim(), lastName: data.lastName.trim(), email: data.email.trim(), phone: data.phone?.trim() });
  }

  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        Deine Daten
      </h2>
      <form noValidate onSubmit={submit} className="checkout-form">
        {fields.map((field) => {
          const error = errors[field.name];
          const id = `checkout-${field.name}`;
          return (
            <div className="field" key={field.name}>
              <label htmlFor={id}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                value={data[field.name] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setData({ ...data, [field.name]: event.target.value })}
              />
              {error && (
                <span id={`${id}-error`} className="field__error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
        <p className="checkout-note">Die mit * markierten Felder sind Pflichtfelder. An die E-Mail-Adresse schicken wir deine Tickets.</p>
        <button type="submit" className="button">
          Weiter
        </button>
      </form>
    </section>
  );
}
