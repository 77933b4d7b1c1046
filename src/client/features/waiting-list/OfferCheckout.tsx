import { useCallback, useState } from 'react';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import { captureOrder, CompletedStep, CompleteStep, PaymentStep, orderErrorMessage } from '../checkout/index';
import type { PendingOrder } from '../checkout/index';
import '../checkout/checkout.css';
import { payOffer } from './waiting-list-api';

/**
 * Paying an offer: the checkout's payment and binding steps, on the order the offer holds (pay.php answers
 * like create.php), so the payment buttons and the capture are the shop's own.
 */
export function OfferCheckout({ token, totalCents, onExpired, onBought }: { token: string; totalCents: number; onExpired: () => void; onBought: () => void }) {
  const [step, setStep] = useState<'payment' | 'complete' | 'completed'>('payment');
  const [pending, setPending] = useState<PendingOrder>();
  const [approvedId, setApprovedId] = useState<string>();
  const [declined, setDeclined] = useState<string>();
  const [result, setResult] = useState<CaptureOrderResponse | null>(null);

  const createOrder = useCallback(async () => {
    try {
      const held = await payOffer(token);
      setPending({
        id: held.id,
        orderId: held.order_id,
        expiresAt: held.expires_at,
        totalCents: held.total_cents,
        secret: held.checkout_secret,
        cartKey: 'warteliste',
      });
      return held.id;
    } catch (error) {
      throw new Error(orderErrorMessage(error), { cause: error });
    }
  }, [token]);

  const capture = useCallback(async () => {
    const id = approvedId ?? pending?.id;
    if (!id) throw new Error(orderErrorMessage(null));
    const captured = await captureOrder(id, pending?.secret);
    setResult(captured);
    return captured;
  }, [approvedId, pending]);

  return (
    <div className="checkout">
      {step === 'payment' && (
        <PaymentStep
          totalCents={totalCents}
          pending={pending}
          createOrder={createOrder}
          onApprove={(id) => {
            setDeclined(undefined);
            setApprovedId(id);
            setStep('complete');
          }}
          onExpired={onExpired}
          declined={declined}
        />
      )}
      {step === 'complete' && (
        <CompleteStep
          pending={pending}
          approvedId={approvedId}
          capture={capture}
          onDone={() => {
            setStep('completed');
            onBought();
          }}
          onDeclined={(message) => {
            setDeclined(message);
            setApprovedId(undefined);
            setStep('payment');
          }}
        />
      )}
      {step === 'completed' && <CompletedStep result={result} />}
    </div>
  );
}
