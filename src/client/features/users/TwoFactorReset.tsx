import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { resetTwoFactor } from '../../lib/two-factor-api';

/**
 * Issue 31: a lost phone. The edit page needs USERS_EDIT, as the reset does; it removes the app and recovery codes.
 * One's own second factor goes off only with a code (issue 38), in Mein Profil: the server refuses the reset.
 */
export function TwoFactorReset({ userId, username, self }: { userId: number; username: string; self: boolean }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  async function reset() {
    if (
      !window.confirm(
        `Zwei-Faktor-Anmeldung von „${username}“ zurücksetzen? Die Person meldet sich danach mit dem Passwort an und richtet sie, wo verlangt, neu ein.`,
      )
    )
      return;
    try {
      setNotice({ kind: 'success', text: (await resetTwoFactor(userId)).message });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Zurücksetzen', error) });
    }
  }

  if (self) {
    return (
      <section className="user-form panel" aria-labelledby="two-factor-reset-heading">
        <h2 id="two-factor-reset-heading">Zwei-Faktor-Anmeldung</h2>
        <p>
          Deine eigene Zwei-Faktor-Anmeldung schaltest du unter <Link to="/admin/user/self">Mein Profil</Link> mit einem Code aus.
        </p>
      </section>
    );
  }
  return (
    <section className="user-form panel" aria-labelledby="two-factor-reset-heading">
      <h2 id="two-factor-reset-heading">Zwei-Faktor-Anmeldung</h2>
      <p>Hat die Person ihr Telefon verloren, setze hier ihre Authenticator-App und Wiederherstellungscodes zurück.</p>
      <button type="button" className="button button--ghost" onClick={() => void reset()}>
        Zwei-Faktor-Anmeldung zurücksetzen
      </button>
      <NoticeLine notice={notice} />
    </section>
  );
}
