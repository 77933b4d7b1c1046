import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AdminOrderDetails } from '../../../shared/api/orders-admin';
import { formatEuros } from '../../../shared/domain/format';

/**
 * Cancelling with care (issue 32 item 10): a dialog instead of the browser's confirm box. It requires the
 * reason the buyer will read, and says what happens: the refund and the mail that goes out.
 */
export function CancelDialog({ order, busy, onCancel, onClose }: { order: AdminOrderDetails; busy: boolean; onCancel: (reason: string) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const paid = order.status === 'CAPTURED' || order.refund_required;
  // A free order (issue 33) was paid with nothing: cancelling it refunds nothing.
  const free = order.provider === 'free';

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onCancel(reason.trim());
  };

  return (
    <dialog ref={dialog} className="cancel-dialog" aria-labelledby="cancel-heading" onCancel={onClose}>
      <form onSubmit={submit}>
        <h2 id="cancel-heading">{paid ? `Bestellung ${order.id} stornieren` : `Reservierung ${order.id} stornieren`}</h2>
        <ul className="cancel-dialog__effects">
          {paid ? (
            <>
              <li>
                {free ? (
                  'Die Bestellung war kostenlos: es gibt nichts zu erstatten, kein Zahlungsdienst wird gefragt.'
                ) : (
                  <>
                    Erstattung: <strong>{formatEuros(order.summary.total)}</strong> über {order.provider === 'paypal' ? 'PayPal' : 'den Zahlungsdienst'} zurück an
                    den Kunden.
                  </>
                )}
              </li>
              <li>
                Alle {order.summary.tickets} Tickets werden gesperrt und am Einlass abgewiesen; die Plätze sind sofort wieder frei.
              </li>
              <li>
                Mail „Stornierung“ an <strong>{order.customer.email}</strong> mit dem Grund und dem erstatteten Betrag.
              </li>
            </>
          ) : (
            <>
              <li>Die reservierten Tickets sind sofort wieder frei. Es wurde nichts bezahlt, also wird nichts erstattet.</li>
              <li>Der Kunde bekommt keine Mail.</li>
            </>
          )}
        </ul>
        <div className="field">
          <label htmlFor="cancel-reason">Grund der Stornierung (für den Kunden)</label>
          <textarea
            id="cancel-reason"
            rows={3}
            maxLength={200}
            required
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'cancel-reason-missing' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id="cancel-reason-missing" className="form-error" role="alert">
              Bitte gib einen Grund an.
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--danger" disabled={busy}>
            {paid ? (free ? 'Stornieren' : 'Stornieren und erstatten') : 'Reservierung stornieren'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Abbrechen
          </button>
        </div>
      </form>
    </dialog>
  );
}
