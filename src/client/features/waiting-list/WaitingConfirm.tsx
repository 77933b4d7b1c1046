import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { confirmWaitingEntry } from './waiting-list-api';
import { useWaitingText } from './waiting-texts';
import './waiting-list.css';

/**
 * The sign-up mail's link (/warteliste/:token/bestaetigen): confirms the entry on opening (double opt-in,
 * issue 52), so only the owner of the address puts it on the list.
 */
export function WaitingConfirm({ token }: { token: string }) {
  const { t, answer: answered, failure } = useWaitingText();
  const [answer, setAnswer] = useState<string>();
  // The failure itself: its words follow the language when the visitor switches it.
  const [problem, setProblem] = useState<unknown>();
  // Once per page: a second confirmation would only say "schon bestätigt".
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmWaitingEntry(token).then(
      (done) => setAnswer(done.message),
      (error) => setProblem(error ?? new Error()),
    );
  }, [token]);

  return (
    <section className="waiting-entry" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{answer !== undefined ? t('waiting.confirm.title') : t('waiting.title')}</h1>
      {answer !== undefined && (
        <>
          <p role="status">{answered(answer, 'waiting.confirm.done')}</p>
          <p>
            <Link to={`/warteliste/${token}`}>{t('waiting.confirm.toEntry')}</Link>
          </p>
        </>
      )}
      {problem !== undefined && (
        <p role="alert" className="form-error">
          {failure(problem)}
        </p>
      )}
      {answer === undefined && problem === undefined && <p>{t('waiting.confirm.pending')}</p>}
    </section>
  );
}
