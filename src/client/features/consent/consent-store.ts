import { db } from '../../lib/db';
import { type ConsentChoice, writeConsentMirror } from '../../lib/storage-mirror';

/**
 * Consent (spec §4 cookie banner) in Dexie, mirrored to localStorage `cookie_consent_v2`.
 * `undefined` means nothing is stored yet, so the banner shows.
 */
export async function readConsent(): Promise<ConsentChoice | undefined> {
  const row = await db.consent.get('current');
  return row ? { essential: true, statistics: row.statistics, marketing: row.marketing } : undefined;
}

/** Saves a choice; essential is always on whatever the caller passes. */
export async function saveConsent(choice: Pick<ConsentChoice, 'statistics' | 'marketing'>): Promise<ConsentChoice> {
  const saved: ConsentChoice = { essential: true, statistics: Boolean(choice.statistics), marketing: Boolean(choice.marketing) };
  await db.consent.put({ key: 'current', ...saved, savedAt: new Date().toISOString() });
  writeConsentMirror(saved);
  return saved;
}

/** 'Alle akzeptieren': all three categories. */
export function acceptAllConsent(): Promise<ConsentChoice> {
  return saveConsent({ statistics: true, marketing: true });
}

function expireAllCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The footer's Cookies link: forget the consent and every cookie of the site (the caller reloads). */
export async function resetConsent(): Promise<void> {
  await db.consent.delete('current');
  writeConsentMirror(undefined);
  expireAllCookies();
}
