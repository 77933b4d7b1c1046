import { type FormEvent, useEffect, useState } from 'react';
import type { EnrolmentResponse } from '../../../shared/api/two-factor';
import { ErrorLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import type { SecondStep } from '../../lib/auth-api';
import { CodeInput, EnrolmentQr, RecoveryCodes } from './TwoFactorParts';
import { confirmLoginEnrolment, startLoginEnrolment, verifyLoginCode } from '../../lib/two-factor-api';

interface Props {
  step: SecondStep;
  /** Called with the session token once the second step is done. */
  onSignedIn: (session: string) => Promise<void>;
  onCancel: () => void;
  buttonClass?: string;
}

/** Issue 31: after the password, the code — or, where the shop requires 2FA, setting it up first. */
export function TwoFactorStep({ step, onSignedIn, onCancel, buttonClass = 'button' }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<EnrolmentResponse | null>(null);
  const [done, setDone] = useState<{ codes: string[]; session: string } | null>(null);

  useEffect(() => {
    if (step.kind !== 'enrol') return;
    startLoginEnrolment(step.challenge).then(setEnrolment, (failure) => setError(errorText('Die Einrichtung konnte nicht starten', failure)));
  }, [step]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step.kind === 'code') {
        await onSignedIn(await verifyLoginCode(step.challenge, code.trim()));
      } else {
        const confirmed = await confirmLoginEnrolment(step.challenge, code.trim());
        setDone({ codes: confirmed.recovery_codes, session: confirmed.session_token ?? '' });
      }
    } catch (failure) {
      setError(errorText('Anmeldung fehlgeschlagen', failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="two-factor">
        <h2>Zwei-Faktor-Anmeldung eingerichtet</h2>
        <RecoveryCodes codes={done.codes} />
        <button type="button" className={buttonClass} onClick={() => void onSignedIn(done.session)}>
          Codes notiert – weiter
        </button>
      </div>
    );
  }

  return (
    <form className="two-factor" onSubmit={submit} noValidate>
      {step.kind === 'code' ? (
        <>
          <h2>Bestätigungscode</h2>
          <p>Gib den sechsstelligen Code aus deiner Authenticator-App ein – oder einen deiner Wiederherstellungscodes.</p>
        </>
      ) : (
        <>
          <h2>Zwei-Faktor-Anmeldung einrichten</h2>
          <p>Die Schule verlangt für das Backoffice einen zweiten Faktor. Richte ihn jetzt einmal ein.</p>
          {enrolment && <EnrolmentQr enrolment={enrolment} />}
        </>
      )}
      <CodeInput value={code} onChange={setCode} />
      {error && <ErrorLine>{error}</ErrorLine>}
      <button type="submit" className={buttonClass} disabled={busy || code.trim().length < 6}>
        {busy ? 'Prüfen…' : 'Bestätigen'}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        Abbrechen
      </button>
    </form>
  );
}
