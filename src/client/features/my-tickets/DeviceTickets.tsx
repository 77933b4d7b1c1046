import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useShopText } from '../../i18n/use-shop-text';
import { forgetTicketsOnDevice } from './ticket-cache';

/** Below the tickets: why they stay on this device, and the button that removes them (shared devices). */
export function ForgetTickets({ token, onForgotten }: { token: string; onForgotten: () => void }) {
  const { t } = useShopText();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const forget = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await forgetTicketsOnDevice(token);
      onForgotten();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <section className="tickets__device" aria-labelledby="tickets-device-title">
      <h2 id="tickets-device-title">{t('wallet.device.title')}</h2>
      <p>{t('wallet.device.text')}</p>
      <button type="button" className="button button--ghost" disabled={busy} onClick={forget}>
        {t('wallet.device.forget')}
      </button>
      {failed && <p role="alert">{t('wallet.device.forgetFailed')}</p>}
    </section>
  );
}

/** What the page shows once the tickets are gone from this device: the link itself still works online. */
export function TicketsForgotten() {
  const { t } = useShopText();
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  return (
    <div className="tickets">
      <h1>{t('wallet.titleOwn')}</h1>
      <p role="status" tabIndex={-1} ref={confirmation} className="tickets__forgotten">
        {t('wallet.forgotten.done')}
      </p>
      <p>{t('wallet.forgotten.text')}</p>
      <p>
        <Link to="/events" className="back-link">
          {t('wallet.forgotten.back')}
        </Link>
      </p>
    </div>
  );
}
