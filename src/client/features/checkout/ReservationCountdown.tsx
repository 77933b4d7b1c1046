import { useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import { reservationCountdown } from '../../../shared/domain/checkout-rules';
import { holdDeadline } from '../../../shared/domain/offer-texts';
import { useCheckoutText } from './use-checkout-text';

interface Props {
  expiresAt: string;
  onExpired?: () => void;
}

/** The hold's time left, from the moment the order exists; announced politely, not every second. */
export function ReservationCountdown({ expiresAt, onExpired }: Props) {
  const { t, language, format, bidi } = useCheckoutText();
  const [now, setNow] = useState(() => new Date());
  const { text, expired } = reservationCountdown(new Date(expiresAt), now);
  useEffect(() => {
    if (expired) {
      onExpired?.();
      return;
    }
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [expired, onExpired]);
  if (expired) {
    return (
      <p className="checkout-countdown is-expired" role="status">
        {t('checkout.holdExpired')}
      </p>
    );
  }
  // A hold of a day (a waiting-list offer) names its end, not '1439:06 Minuten' (issue 51).
  const end = new Date(expiresAt);
  const german = holdDeadline(end, now);
  const until = german && language !== 'de' ? t('checkout.lines.dateTime', { date: format.longDate(end), time: format.time(end) }) : german;
  return (
    <p className="checkout-countdown">
      {until ? (
        <Trans i18nKey="checkout.heldUntil" values={{ until }} components={{ b: <strong /> }} />
      ) : (
        <Trans i18nKey="checkout.heldFor" values={{ time: bidi(text) }} components={{ b: <strong /> }} />
      )}
    </p>
  );
}
