import type { FormEvent, ReactNode } from 'react';
import './filter-form.css';

/**
 * The filter bar above a back-office list whose filters live in the URL (`useUrlFilters`): the list's own
 * fields, then the submit and 'Zurücksetzen' buttons and any further actions (an export).
 */
export function FilterForm({
  label,
  formKey,
  onSubmit,
  onReset,
  submitLabel = 'Filtern',
  actions,
  children,
}: {
  label: string;
  /** Remounts the form when the URL's filters change, so the fields show them again. */
  formKey: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset: () => void;
  submitLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="filter-form" onSubmit={onSubmit} key={formKey} aria-label={label}>
      {children}
      <button type="submit" className="button">
        {submitLabel}
      </button>
      <button type="button" className="button button--ghost" onClick={onReset}>
        Zurücksetzen
      </button>
      {actions}
    </form>
  );
}

/** 'Von' and 'Bis' as calendar days, named `from` and `to` for the URL. */
export function DateRangeFields({ idPrefix, from, to }: { idPrefix: string; from?: string; to?: string }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>Von</label>
        <input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from ?? ''} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-to`}>Bis</label>
        <input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to ?? ''} />
      </div>
    </>
  );
}
