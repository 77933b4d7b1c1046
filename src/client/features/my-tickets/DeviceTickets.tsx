import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { forgetTicketsOnDevice } from './ticket-cache';

/** Below the tickets: why they stay on this device, and the button that removes them (shared devices). */
export function ForgetTickets({ token, onForgotten }: { token: string; onForgotten: () => void }) {
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
      <h2 id="tickets-device-title">Auf diesem Gerät</h2>
      <p>
        Damit du deine Tickets am Einlass auch ohne Netz zeigen kannst, bleiben sie bis nach der Vorstellung auf diesem Gerät gespeichert. Nutzen auch andere
        dieses Gerät, entferne sie hier.
      </p>
      <button type="button" className="button button--ghost" disabled={busy} onClick={forget}>
        Tickets von diesem Gerät entfernen
      </button>
      {failed && <p role="alert">Die Tickets konnten nicht von diesem Gerät entfernt werden. Bitte versuche es noch einmal.</p>}
    </section>
  );
}

/** What the page shows once the tickets are gone from this device: the link itself still works online. */
export function TicketsForgotten() {
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  return (
    <div className="tickets">
      <h1>Deine Tickets</h1>
      <p role="status" tabIndex={-1} ref={confirmation} className="tickets__forgotten">
        Die Tickets wurden von diesem Gerät entfernt.
      </p>
      <p>
        Über deinen Ticket-Link aus der E-Mail kannst du sie online jederzeit wieder aufrufen. Eine heruntergeladene PDF-Datei und den Eintrag im Browserverlauf
        löschst du bitte selbst.
      </p>
      <p>
        <Link to="/events" className="back-link">
          Zurück zu den Events
        </Link>
      </p>
    </div>
  );
}
