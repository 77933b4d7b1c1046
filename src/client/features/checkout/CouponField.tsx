import { useId, useState } from 'react';
import { useCheckoutText } from './use-checkout-text';

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
  const { t, language, bidi } = useCheckoutText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  if (applied) {
    return (
      <p className="checkout-coupon" data-testid="coupon-applied">
        {/* The server's label is German ('Gutschein HELFER (10 %)'): another language names the code in its own words. */}
        <span>{label && language === 'de' ? t('checkout.couponApplied', { label }) : t('checkout.couponCodeApplied', { code: bidi(applied) })}</span>{' '}
        <button type="button" className="button button--ghost" onClick={onRemove}>
          {t('checkout.couponRemove')}
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
      <label htmlFor={inputId}>{t('checkout.couponLabel')}</label>
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
          {t('checkout.couponApply')}
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
