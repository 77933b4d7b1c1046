import { useEffect, useState } from 'react';
import { reservationCountdown } from '../../../shared/domain/checkout-rules';
import { holdDeadline } from '../../../shared/domain/offer-texts';

interface Props {
  expiresAt: string;
  onExpired?: () => void;
}

/** The hold's time left, from the moment the order exists; announced politely, not every second. */
export function ReservationCountdown({ expiresAt, onExpired }: Props) {
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
        Deine Reservierung ist abgelaufen. Die Tickets werden beim nächsten Bezahlversuch neu reserviert, solange sie verfügbar sind.
      </p>
    );
  }
  // A hold of a day (a waiting-list offer) names its end, not '1439:06 Minuten' (issue 51).
  const until = holdDeadline(new Date(expiresAt), now);
  return until ? (
    <p className="checkout-countdown">
      Deine Tickets sind reserviert bis <strong>{until}</strong>.
    </p>
  ) : (
    <p className="checkout-countdown">
      Deine Tickets sind reserviert für noch <strong>{text}</strong> Minuten.
    </p>
  );
}
