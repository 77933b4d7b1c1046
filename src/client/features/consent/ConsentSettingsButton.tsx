import { openConsentSettings } from './consent-settings';

/** Reopens the cookie banner with the stored choice (spec §4); needs no IndexedDB code itself. */
export function ConsentSettingsButton() {
  return (
    <p>
      <button type="button" className="button button--ghost" onClick={openConsentSettings}>
        Cookie-Einstellungen ändern
      </button>
    </p>
  );
}
