import { useId, useState } from 'react';

interface Props {
  applied?: string;
  /** The applied code's line as the server names it, e.g. 'Gutschein HELFER (10 %)'. */
  label?: string;
  error?: string;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

/** The cart's coupon field (issue 33.1): the server checks the code and prices it; its answer shows here. */
export function CouponField({ applied, label, error, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  if (applied) {
    return (
      <p className="checkout-coupon" data-testid="coupon-applied">
        <span>{label ?? `Gutschein ${applied}`} eingelöst.</span>{' '}
        <button type="button" className="button button--ghost" onClick={onRemove}>
          Gutschein entfernen
        </button>
      </p>
    );
  }
  return (
    <form
      className="checkout-coupon field"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!code.trim()) return;
        setBusy(true);
        const ok = await onApply(code.trim());
        setBusy(false);
        if (ok) setCode('');
      }}
    >
      <label htmlFor={inputId}>Gutscheincode</label>
      <span className="checkout-coupon__row">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button" disabled={busy}>
          Einlösen
        </button>
      </span>
      {error && (
        <span className="checkout-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
