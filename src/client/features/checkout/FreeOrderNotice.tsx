import { useState } from 'react';
import { isFreeOrderRef } from '../../../shared/domain/free-orders';
import { useShopText } from '../../i18n/use-shop-text';

interface Props {
  /** Holds the tickets (orders/create.php); resolves with the order's reference. */
  createOrder: () => Promise<string>;
  /** The order is held: on to the binding step with its summary. */
  onHeld: (ref: string) => void;
  /** The server priced the order above 0 € after all: the payment buttons take over. */
  onNeedsPayment: () => void;
  /** Reports why holding failed (sold out, a limit, a coupon used up). */
  onProblem: (error: unknown) => void;
  disabled: boolean;
}

/**
 * The payment step of an order that costs 0 € (issue 33): nothing to pay, so no payment buttons. The button
 * reserves the tickets and leads to the binding step, where the order is placed.
 */
export function FreeOrderNotice({ createOrder, onHeld, onNeedsPayment, onProblem, disabled }: Props) {
  const { t } = useShopText();
  const [busy, setBusy] = useState(false);
  async function hold() {
    if (busy) return;
    setBusy(true);
    try {
      const ref = await createOrder();
      if (isFreeOrderRef(ref)) onHeld(ref);
      else onNeedsPayment();
    } catch (error) {
      onProblem(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="checkout-free" data-testid="free-order">
      <p>{t('payment.freeNotice')}</p>
      <button type="button" className="button" onClick={hold} disabled={disabled || busy} aria-busy={busy}>
        {busy ? t('payment.freeHolding') : t('payment.freeContinue')}
      </button>
    </div>
  );
}
