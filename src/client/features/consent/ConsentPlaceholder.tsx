import { openConsentSettings } from './consent-settings';

/** Spec §4 placeholder of an embed the visitor has not agreed to, with the way to the settings. */
export function ConsentPlaceholder() {
  return (
    <div className="consent-placeholder" style={{ height: 300 }}>
      <p>Inhalt nur mit Zustimmung verfügbar</p>
      <button type="button" className="button button--ghost" onClick={openConsentSettings}>
        Cookie-Einstellungen öffnen
      </button>
    </div>
  );
}
