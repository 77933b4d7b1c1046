import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { confirmWaitingEntry } from './waiting-list-api';
import './waiting-list.css';

const message = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Das hat nicht geklappt. Bitte versuche es erneut.');

/**
 * The sign-up mail's link (/warteliste/:token/bestaetigen): confirms the entry on opening (double opt-in,
 * issue 52), so only the owner of the address puts it on the list.
 */
export function WaitingConfirm({ token }: { token: string }) {
  const [answer, setAnswer] = useState<string>();
  const [problem, setProblem] = useState<string>();
  // Once per page: a second confirmation would only say "schon bestätigt".
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmWaitingEntry(token).then(
      (done) => setAnswer(done.message),
      (error) => setProblem(message(error)),
    );
  }, [token]);

  return (
    <section className="waiting-entry" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{answer ? 'Anmeldung bestätigt' : 'Warteliste'}</h1>
      {answer && (
        <>
          <p role="status">{answer}</p>
          <p>
            <Link to={`/warteliste/${token}`}>Zu deinem Eintrag</Link>
          </p>
        </>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {!answer && !problem && <p>Deine Anmeldung wird bestätigt …</p>}
    </section>
  );
}
