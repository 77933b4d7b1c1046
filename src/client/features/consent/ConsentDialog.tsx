import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ConsentChoice } from '../../lib/storage-mirror';
import { closeConsentSettings } from './consent-settings';
import './consent.css';

const ESSENTIAL_ONLY = { statistics: false, marketing: false };

// The store (and with it Dexie) loads when a choice is saved: a first visit shows the banner without it.
const consentStore = () => import('./consent-store');

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

export function ConsentDialog({ initial, dismissible, text, onSaved }: { initial: ConsentChoice; dismissible: boolean; text: string; onSaved?: () => void }) {
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
    onSaved?.();
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
          {text} Mehr in der <Link to="/datenschutz">Datenschutzerklärung</Link> und den <Link to="/agb">AGB</Link>.
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
            <input type="checkbox" checked={choice.statistics} onChange={(event) => setChoice({ ...choice, statistics: event.target.checked })} />
            <span>
              <strong>Statistik</strong> – anonyme Auswertung der Nutzung
            </span>
          </label>
          <label>
            <input type="checkbox" checked={choice.marketing} onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })} />
            <span>
              <strong>Marketing &amp; externe Inhalte</strong> – z. B. die Karte von OpenStreetMap
            </span>
          </label>
        </fieldset>
        {/* Refusing is as easy and as prominent as accepting (TTDSG § 25, EDPB 03/2022): same style, side by side. */}
        <div className="button-row cookie-banner__choices">
          <button type="button" className="button" onClick={() => finish(async () => (await consentStore()).saveConsent(ESSENTIAL_ONLY))}>
            Nur notwendige
          </button>
          <button type="button" className="button" onClick={() => finish(async () => (await consentStore()).acceptAllConsent())}>
            Alle akzeptieren
          </button>
        </div>
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={() => finish(async () => (await consentStore()).saveConsent(choice))}>
            Auswahl speichern
          </button>
        </div>
      </div>
    </div>
  );
}
