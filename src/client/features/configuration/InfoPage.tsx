import { version as reactVersion } from 'react';
import { apiUrl } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { fetchConfig } from './config-api';
import { usePublicConfig } from '../../lib/public-config';
import { useSecretWord } from './use-secret-word';
import './configuration.css';

/** Spec §9: product version 2.3.1, sidebar label pre1.0D. */
export const PRODUCT_VERSION = '2.3.1';
const VERSIONS: Array<[string, string]> = [
  ['Ticket-Shop', PRODUCT_VERSION],
  ['Backoffice', 'pre1.0D'],
  ['React', reactVersion],
  ['Datenbank-Schema', '007'],
];
const HIDDEN_TOOLS = [
  'Debug-Werkzeuge',
  'Fehlerprotokolle',
  'Experimente',
  'Entwickleroptionen',
  'Systemstatistiken',
  'Sicherheitseinstellungen',
  'Werkseinstellungen zurücksetzen',
];

/** Spec §2 admin info: logo, versions, support contact, last update, credit; typing 'admin' reveals a hidden card. */
export function InfoPage() {
  const config = usePublicConfig();
  const [load] = useLoad(fetchConfig, []);
  const revealed = useSecretWord();
  const logoId = load.state === 'ready' ? load.data.files.logo_file_id?.id : undefined;
  const updated =
    load.state === 'ready' && load.data.updated_at ? new Date(load.data.updated_at).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }) : 'Nie';
  return (
    <div className="info-grid">
      <section className="panel" aria-labelledby="info-product">
        <img
          className="info-logo"
          src={logoId ? apiUrl('files/download.php', { id: logoId }) : '/icons/icon-192.png'}
          alt={`Logo ${config?.shopName ?? ''}`.trim()}
        />
        <h2 id="info-product">{config?.shopName ?? 'Musical-Tickets'}</h2>
        {config?.slogan && <p>{config.slogan}</p>}
      </section>
      <section className="panel" aria-labelledby="info-versions">
        <h2 id="info-versions">Systemversionen</h2>
        <dl className="info-versions">
          {VERSIONS.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel" aria-labelledby="info-support">
        <h2 id="info-support">Support</h2>
        <p>
          E-Mail: <a href={`mailto:${config?.supportEmail ?? ''}`}>{config?.supportEmail}</a>
        </p>
        {config?.supportPhone && <p>Telefon: {config.supportPhone}</p>}
        <p>Letzte Aktualisierung der Konfiguration: {updated}</p>
      </section>
      <section className="panel" aria-labelledby="info-credit">
        <h2 id="info-credit">Entwicklung</h2>
        <p>Entwickelt von der Informatik-AG der Gesamtschule am Stadtpark mit der Musical-AG.</p>
      </section>
      {revealed && (
        <section className="panel info-secret" aria-labelledby="info-secret" aria-live="polite">
          <h2 id="info-secret">Entwicklerbereich</h2>
          <ul>
            {HIDDEN_TOOLS.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
          <p>Diese Werkzeuge sind nur aufgeführt; sie lösen keine Aktion aus.</p>
        </section>
      )}
    </div>
  );
}
