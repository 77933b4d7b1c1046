import { Link } from 'react-router-dom';
import './help.css';

/** The support page: who helps with what, and what to send along. */
export function SupportInfo() {
  return (
    <div className="support">
      <section className="panel">
        <h2>Schnelle Hilfe</h2>
        <p>
          Viele Fragen beantwortet das <Link to="/admin/help">Hilfe-Center</Link>: Events pflegen, Tickets und Bestellungen, Statistiken.
        </p>
      </section>
      <section className="panel">
        <h2>Ansprechpartner</h2>
        <dl className="support__contacts">
          <dt>Zugang, Passwort, Rollen</dt>
          <dd>Die Administration eures Shops (Rolle „Administrator“) legt Accounts an, setzt Passwörter zurück und vergibt Rechte.</dd>
          <dt>Zahlungen und Erstattungen</dt>
          <dd>Die Kassenführung der Schule mit Zugriff auf das PayPal-Konto.</dd>
          <dt>Technische Störungen</dt>
          <dd>
            Die IT-Betreuung der Schule. Schreibe per E-Mail an <a href="mailto:support@musical-schule.de">support@musical-schule.de</a>.
          </dd>
        </dl>
      </section>
      <section className="panel">
        <h2>Was wir für eine Störungsmeldung brauchen</h2>
        <ol>
          <li>Die Adresse der Seite (steht oben im Browser) und die Uhrzeit.</li>
          <li>Was du tun wolltest und welche Meldung erschienen ist (ein Bildschirmfoto hilft).</li>
          <li>Bei Bestellungen die Bestellnummer, niemals Passwörter.</li>
        </ol>
      </section>
    </div>
  );
}
