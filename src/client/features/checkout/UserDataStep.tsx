import { type FormEvent, useState } from 'react';
import type { UserData } from '../../../shared/api/orders';
import { type UserDataErrors, validateUserData } from '../../../shared/domain/checkout-rules';
import { useShopText } from '../../i18n/use-shop-text';

interface Props {
  initial: UserData;
  onSubmit: (data: UserData) => void;
}

const fields = [
  { name: 'firstName', label: 'checkout.field.firstName', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'checkout.field.lastName', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'checkout.field.email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'checkout.field.phone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/** The catalog key of a field's problem (checkout-rules.ts words it in German, one text per case). */
function problemKey(field: keyof UserDataErrors, data: UserData): string {
  if (field === 'email') return data.email.trim() ? 'checkout.problem.emailInvalid' : 'checkout.problem.emailMissing';
  return `checkout.problem.${field}`;
}

/** Spec §5: Vorname, Nachname and E-Mail required, Telefon optional; messages appear beside each field. */
export function UserDataStep({ initial, onSubmit }: Props) {
  const { t } = useShopText();
  const [data, setData] = useState<UserData>(initial);
  // The catalog keys of the problems found at the last 'Weiter', so a language switch rewords them.
  const [problems, setProblems] = useState<Partial<Record<keyof UserDataErrors, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateUserData(data);
    setProblems(Object.fromEntries(Object.keys(found).map((field) => [field, problemKey(field as keyof UserDataErrors, data)])));
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
        {t('checkout.step.userData')}
      </h2>
      <form noValidate onSubmit={submit} className="checkout-form">
        {fields.map((field) => {
          const problem = problems[field.name];
          const error = problem && t(problem);
          const id = `checkout-${field.name}`;
          return (
            <div className="field" key={field.name}>
              <label htmlFor={id}>
                {t(field.label)}
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
        <p className="checkout-note">{t('checkout.requiredNote')}</p>
        <button type="submit" className="button">
          {t('checkout.next')}
        </button>
      </form>
    </section>
  );
}
