import { type FormEvent, useState } from 'react';
import type { PerformanceDto } from '../../../shared/api/events';
import { formatDateTime } from '../../../shared/domain/format';
import { signUpProblems } from '../../../shared/domain/waiting-list';
import { ApiError } from '../../lib/api-client';
import { joinWaitingList } from './waiting-list-api';
import './waiting-list.css';

export const CONSENT_TEXT =
  'Ich bin einverstanden, dass meine E-Mail-Adresse und mein Name für die Warteliste dieser Vorstellung gespeichert werden. Nach der Vorstellung werden sie gelöscht; über den Link in der Bestätigung kann ich mich jederzeit abmelden.';

/**
 * "Auf die Warteliste" for a sold-out performance (issue 42 item 1): e-mail, name, how many tickets (within
 * the order limit), category (or any) and consent. The server keeps one entry per address and performance.
 */
export function WaitingListForm({ performance, orderMax, onClose }: { performance: PerformanceDto; orderMax: number; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  const category = performance.categories.find((candidate) => candidate.id === categoryId);
  const max = Math.min(orderMax, category?.order_limit ?? orderMax);
  const id = (field: string) => `warteliste-${performance.id}-${field}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = signUpProblems({ email, name, quantity, consent }, max);
    setErrors(found);
    setProblem(undefined);
    const first = ['email', 'name', 'quantity', 'consent'].find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await joinWaitingList({
        performance_id: performance.id,
        category_id: categoryId,
        email: email.trim(),
        name: name.trim(),
        quantity,
        consent,
      });
      setDone(answer.message);
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : 'Die Anmeldung hat nicht geklappt. Bitte versuche es erneut.');
    } finally {
      setSending(false);
    }
  }

  const fieldError = (field: string) =>
    errors[field] ? (
      <span id={`${id(field)}-error`} className="field__error">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {});

  if (done) {
    return (
      <div className="waiting-form">
        <p role="status" className="waiting-form__done">
          {done}
        </p>
        <button type="button" className="link-button" onClick={onClose}>
          Schließen
        </button>
      </div>
    );
  }
  return (
    <form noValidate className="waiting-form" onSubmit={submit} aria-labelledby={id('title')}>
      <h3 id={id('title')}>Warteliste für {formatDateTime(performance.starts_at)}</h3>
      <p className="waiting-form__note">
        Werden Plätze frei, bekommst du der Reihe nach eine E-Mail mit einem persönlichen Link, über den du sie für eine begrenzte Zeit kaufen kannst.
      </p>
      <div className="field">
        <label htmlFor={id('email')}>E-Mail-Adresse *</label>
        <input id={id('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} {...described('email')} />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={id('name')}>Name *</label>
        <input id={id('name')} type="text" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} {...described('name')} />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={id('category')}>Kategorie</label>
        <select id={id('category')} value={categoryId ?? ''} onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Egal</option>
          {performance.categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('quantity')}>Anzahl Tickets (höchstens {max}) *</label>
        <input
          id={id('quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(Number(e.target.value))}
          {...described('quantity')}
        />
        {fieldError('quantity')}
      </div>
      <div className="waiting-form__consent">
        <input id={id('consent')} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} {...described('consent')} />
        <label htmlFor={id('consent')}>{CONSENT_TEXT}</label>
      </div>
      {fieldError('consent')}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="waiting-form__actions">
        <button type="submit" className="button" disabled={sending}>
          Eintragen
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
