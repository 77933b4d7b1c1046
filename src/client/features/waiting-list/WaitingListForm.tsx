import { type FormEvent, useState } from 'react';
import type { PerformanceDto } from '../../../shared/api/events';
import { signUpProblems } from '../../../shared/domain/waiting-list';
import { joinWaitingList } from './waiting-list-api';
import { useWaitingText } from './waiting-texts';
import './waiting-list.css';

const FIELDS = ['email', 'name', 'quantity', 'consent'] as const;
type Field = (typeof FIELDS)[number];

/**
 * "Auf die Warteliste" for a sold-out performance (issue 42 item 1): e-mail, name, how many tickets (within
 * the order limit), category (or any) and consent. The server keeps one entry per address and performance.
 */
export function WaitingListForm({ performance, orderMax, onClose }: { performance: PerformanceDto; orderMax: number; onClose: () => void }) {
  const { t, dateTime, tickets, answer, failure, schoolText } = useWaitingText();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [consent, setConsent] = useState(false);
  // Catalog keys and the failure itself, worded at render: a language switch rewords them at once.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  const category = performance.categories.find((candidate) => candidate.id === categoryId);
  const max = Math.min(orderMax, category?.order_limit ?? orderMax);
  const id = (field: string) => `warteliste-${performance.id}-${field}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = signUpProblems({ email, name, quantity, consent }, max);
    // The shared rule says what is wrong (in German, as the server does); the catalog words it.
    const problemKey: Record<Field, string> = {
      email: 'waiting.problem.email',
      name: name.trim() ? 'waiting.problem.nameTooLong' : 'waiting.problem.name',
      quantity: 'waiting.problem.quantity',
      consent: 'waiting.problem.consent',
    };
    setErrors(Object.fromEntries(FIELDS.filter((field) => found[field]).map((field) => [field, problemKey[field]])));
    setProblem(undefined);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setSending(true);
    try {
      const joined = await joinWaitingList({
        performance_id: performance.id,
        category_id: categoryId,
        email: email.trim(),
        name: name.trim(),
        quantity,
        consent,
      });
      setDone(joined.message);
    } catch (error) {
      setProblem(error ?? new Error());
    } finally {
      setSending(false);
    }
  }

  const fieldError = (field: Field) =>
    errors[field] ? (
      <span id={`${id(field)}-error`} className="field__error">
        {t(errors[field], { max })}
      </span>
    ) : null;
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {});

  if (done !== undefined) {
    return (
      <div className="waiting-form">
        <p role="status" className="waiting-form__done">
          {answer(done, 'waiting.form.joined', { tickets: tickets(quantity) })}
        </p>
        <button type="button" className="link-button" onClick={onClose}>
          {t('waiting.form.close')}
        </button>
      </div>
    );
  }
  return (
    <form noValidate className="waiting-form" onSubmit={submit} aria-labelledby={id('title')}>
      <h3 id={id('title')}>{t('waiting.form.title', { when: dateTime(performance.starts_at) })}</h3>
      <p className="waiting-form__note">{t('waiting.form.note')}</p>
      <div className="field">
        <label htmlFor={id('email')}>{t('waiting.form.email')}</label>
        <input id={id('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} {...described('email')} />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={id('name')}>{t('waiting.form.name')}</label>
        <input id={id('name')} type="text" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} {...described('name')} />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={id('category')}>{t('waiting.form.category')}</label>
        <select id={id('category')} value={categoryId ?? ''} onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('waiting.form.anyCategory')}</option>
          {performance.categories.map((option) => (
            <option key={option.id} value={option.id} {...schoolText}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('quantity')}>{t('waiting.form.quantity', { max })}</label>
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
        <label htmlFor={id('consent')}>{t('waiting.form.consent')}</label>
      </div>
      {fieldError('consent')}
      {problem !== undefined && (
        <p role="alert" className="form-error">
          {failure(problem, 'waiting.form.failed')}
        </p>
      )}
      <div className="waiting-form__actions">
        <button type="submit" className="button" disabled={sending}>
          {t('waiting.form.submit')}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t('waiting.form.cancel')}
        </button>
      </div>
    </form>
  );
}
