import { type FormEvent, useState } from 'react';
import type { EnrolmentResponse } from '../../../shared/api/two-factor';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { CodeInput, EnrolmentQr, RecoveryCodes } from '../auth/index';
import { confirmEnrolment, disableTwoFactor, fetchTwoFactorStatus, renewRecoveryCodes, startEnrolment } from '../../lib/two-factor-api';

/** Issue 31: the own authenticator in "Mein Profil": set up by QR code, new recovery codes, switch off. */
export function TwoFactorSettings() {
  const [load, reload] = useLoad(fetchTwoFactorStatus, []);
  const [enrolment, setEnrolment] = useState<EnrolmentResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<void>, failure: string) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(failure, error) });
    } finally {
      setBusy(false);
      setCode('');
    }
  }

  const begin = () => act(async () => setEnrolment(await startEnrolment()), 'Die Einrichtung konnte nicht starten');

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return act(async () => {
      const answer = await confirmEnrolment(code.trim());
      setEnrolment(null);
      setCodes(answer.recovery_codes);
      setNotice({ kind: 'success', text: answer.message });
      reload();
    }, 'Fehler beim Einrichten');
  };

  const renew = () =>
    act(async () => {
      const answer = await renewRecoveryCodes(code.trim());
      setCodes(answer.recovery_codes);
      setNotice({ kind: 'success', text: answer.message });
      reload();
    }, 'Fehler beim Erstellen der Codes');

  const disable = () =>
    act(async () => {
      setNotice({ kind: 'success', text: (await disableTwoFactor(code.trim())).message });
      setCodes(null);
      reload();
    }, 'Fehler beim Ausschalten');

  return (
    <section className="user-form panel" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Zwei-Faktor-Anmeldung</h2>
      {load.state === 'loading' && <LoadingScreen />}
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden', load.error)}</ErrorLine>}
      {load.state === 'ready' && !load.data.enabled && !enrolment && (
        <>
          <p>
            Nicht eingerichtet.{' '}
            {load.data.required
              ? 'Die Schule verlangt sie; bei der nächsten Anmeldung wirst du dazu aufgefordert.'
              : 'Mit einer Authenticator-App ist dein Konto auch bei einem bekannten Passwort geschützt.'}
          </p>
          <button type="button" className="button" onClick={() => void begin()} disabled={busy}>
            Einrichten
          </button>
        </>
      )}
      {enrolment && (
        <form onSubmit={confirm} noValidate>
          <EnrolmentQr enrolment={enrolment} />
          <CodeInput id="profile-two-factor-code" value={code} onChange={setCode} />
          <button type="submit" className="button" disabled={busy || code.trim().length < 6}>
            Bestätigen
          </button>
        </form>
      )}
      {load.state === 'ready' && load.data.enabled && (
        <>
          <p>Eingerichtet. Noch {load.data.recovery_codes_left} unbenutzte Wiederherstellungscodes.</p>
          <CodeInput id="profile-two-factor-code" value={code} onChange={setCode} />
          <button type="button" className="button button--ghost" onClick={() => void renew()} disabled={busy || code.trim().length < 6}>
            Neue Wiederherstellungscodes
          </button>{' '}
          {!load.data.required && (
            <button type="button" className="button button--ghost" onClick={() => void disable()} disabled={busy || code.trim().length < 6}>
              Ausschalten
            </button>
          )}
        </>
      )}
      {codes && <RecoveryCodes codes={codes} />}
      <NoticeLine notice={notice} />
    </section>
  );
}
