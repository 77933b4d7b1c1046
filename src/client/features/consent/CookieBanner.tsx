import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type ConsentChoice, DEFAULT_CONSENT } from '../../lib/storage-mirror';
import { closeConsentSettings, useConsentSettingsOpen } from './consent-settings';
import { acceptAllConsent, saveConsent } from './consent-store';
import { useConsent } from './use-consent';
import './consent.css';

/** Keeps Tab inside the dialog while it is open. */
function trapFocus(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>('button, a[href], input:not([disabled])');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function ConsentDialog({ initial, dismissible }: { initial: ConsentChoice; dismissible: boolean }) {
  const [choice, setChoice] = useState(initial);
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Spec §4: the page does not scroll while the banner is open.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const finish = async (save: () => Promise<unknown>) => {
    await save();
    closeConsentSettings();
  };

  return (
    <div className="cookie-banner__backdrop">
      <div
        ref={dialog}
        className="cookie-banner"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && dismissible) closeConsentSettings();
          trapFocus(event);
        }}
      >
        <h2 id={headingId}>Cookies &amp; Datenschutz</h2>
        <p>
          Wir speichern nur, was der Shop braucht – deinen Warenkorb und diese Auswahl. Externe Inhalte wie die Karte von
          OpenStreetMap laden wir nur, wenn du zustimmst. Mehr in der <Link to="/datenschutz">Datenschutzerklärung</Link>{' '}
          und den <Link to="/agb">AGB</Link>.
        </p>
        <fieldset className="cookie-banner__options">
          <legend className="visually-hidden">Kategorien</legend>
          <label>
            <input type="checkbox" checked disabled />
            <span>
              <strong>Notwendig</strong> – Warenkorb, Kasse und diese Auswahl (immer aktiv)
            </span>
          </label>
          <label>
            <input
              type="checkbox"
              checked={choice.statistics}
              onChange={(event) => setChoice({ ...choice, statistics: event.target.checked })}
            />
            <span>
              <strong>Statistik</strong> – anonyme Auswertung der Nutzung
            </span>
          </label>
          <label>
            <input
              type="checkbox"
              checked={choice.marketing}
              onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
            />
            <span>
              <strong>Marketing &amp; externe Inhalte</strong> – z. B. die Karte von OpenStreetMap
            </span>
          </label>
        </fieldset>
        <div className="button-row">
          <button type="button" className="button" onClick={() => finish(acceptAllConsent)}>
            Alle akzeptieren
          </button>
          <button type="button" className="button button--ghost" onClick={() => finish(() => saveConsent(choice))}>
            Auswahl speichern
          </button>
        </div>
      </div>
    </div>
  );
}

/** Spec §4 cookie banner: shown while no consent is stored, or when reopened with the stored choice. */
export default function CookieBanner() {
  const consent = useConsent();
  const reopened = useConsentSettingsOpen();
  if (consent === 'loading') return null;
  if (consent !== null && !reopened) return null;
  return <ConsentDialog initial={consent ?? DEFAULT_CONSENT} dismissible={consent !== null} />;
}
