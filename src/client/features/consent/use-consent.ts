import { useLiveQuery } from 'dexie-react-hooks';
import type { ConsentChoice } from '../../lib/storage-mirror';
import { readConsent } from './consent-store';

export type ConsentCategory = 'statistics' | 'marketing';

/** `loading` until IndexedDB answered; then the stored choice, or `null` when none is stored. */
export function useConsent(): ConsentChoice | null | 'loading' {
  const consent = useLiveQuery(async () => (await readConsent()) ?? null, []);
  return consent === undefined ? 'loading' : consent;
}
