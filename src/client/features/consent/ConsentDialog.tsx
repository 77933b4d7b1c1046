import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { DEFAULT_COOKIE_TEXT } from '../../../shared/domain/shop-defaults';
import type { ConsentChoice } from '../../lib/storage-mirror';
import { useShopText } from '../../i18n/use-shop-text';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { closeConsentSettings } from './consent-settings';
import './consent.css';

const ESSENTIAL_ONLY = { statistics: false, marketing: false };

// The store (and with it Dexie) loads when a choice is saved: a first visit shows the banner without it.
const consentStore = () => import('./consent-store');

/** Keeps Tab inside the dialog while it is open. */
function trapFocus(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>('button, a[href], input:not([disabled]), select');
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
  const { t, language } = useShopText();
  // The school's own banner text is German until it can be written per language: marked so for screen readers.
  const own = text !== DEFAULT_COOKIE_TEXT;

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
        <LanguageSwitch onSurface />
        <h2 id={headingId}>{t('consent.title')}</h2>
        <p>
          {own ? <span lang={language === 'de' ? undefined : 'de'}>{text}</span> : t('consent.defaultText')}{' '}
          <Trans i18nKey="consent.more" components={{ privacy: <Link to="/datenschutz" />, terms: <Link to="/agb" /> }} />
        </p>
        <fieldset className="cookie-banner__options">
          <legend className="visually-hidden">{t('consent.categories')}</legend>
          <label>
            <input type="checkbox" checked disabled />
            <span>
              <Trans i18nKey="consent.essential" components={{ b: <strong /> }} />
            </span>
          </label>
          <label>
            <input type="checkbox" checked={choice.statistics} onChange={(event) => setChoice({ ...choice, statistics: event.target.checked })} />
            <span>
              <Trans i18nKey="consent.statistics" components={{ b: <strong /> }} />
            </span>
          </label>
          <label>
            <input type="checkbox" checked={choice.marketing} onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })} />
            <span>
              <Trans i18nKey="consent.marketing" components={{ b: <strong /> }} />
            </span>
          </label>
        </fieldset>
        {/* Refusing is as easy and as prominent as accepting (TTDSG § 25, EDPB 03/2022): same style, side by side. */}
        <div className="button-row cookie-banner__choices">
          <button type="button" className="button" onClick={() => finish(async () => (await consentStore()).saveConsent(ESSENTIAL_ONLY))}>
            {t('consent.essentialOnly')}
          </button>
          <button type="button" className="button" onClick={() => finish(async () => (await consentStore()).acceptAllConsent())}>
            {t('consent.acceptAll')}
          </button>
        </div>
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={() => finish(async () => (await consentStore()).saveConsent(choice))}>
            {t('consent.save')}
          </button>
        </div>
      </div>
    </div>
  );
}
