import { type CartItem, sanitizeCartItems } from '../../shared/domain/cart';
import { parseDonation } from '../../shared/domain/donation';

/**
 * The spec's localStorage keys (§9). Dexie holds the truth; every write also lands here so the
 * original client and old tabs read the same cart and consent, and a first start imports from here.
 */
export const STORAGE_KEYS = {
  cartItems: 'cartItems',
  cartDonation: 'cartDonation',
  consent: 'cookie_consent_v2',
} as const;

/** Spec §3 consent record: essential is always on. */
export interface ConsentChoice {
  essential: true;
  statistics: boolean;
  marketing: boolean;
}

/** Spec §9: the default consent is essential only. */
export const DEFAULT_CONSENT: ConsentChoice = { essential: true, statistics: false, marketing: false };

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (private mode settings): Dexie still works
  }
}

function readJson(key: string): unknown {
  const text = storage()?.getItem(key);
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeCartMirror(items: CartItem[], donation: number): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.cartItems, JSON.stringify(items));
  store?.setItem(STORAGE_KEYS.cartDonation, String(donation));
}

export function readCartMirror(): { items: CartItem[]; donation: number } | undefined {
  const store = storage();
  if (!store) return undefined;
  const rawItems = store.getItem(STORAGE_KEYS.cartItems);
  const rawDonation = store.getItem(STORAGE_KEYS.cartDonation);
  if (rawItems == null && rawDonation == null) return undefined;
  return { items: sanitizeCartItems(readJson(STORAGE_KEYS.cartItems)), donation: parseDonation(rawDonation ?? '') };
}

export function toConsentChoice(value: unknown): ConsentChoice | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  return { essential: true, statistics: record.statistics === true, marketing: record.marketing === true };
}

export function writeConsentMirror(choice: ConsentChoice | undefined): void {
  if (choice) storage()?.setItem(STORAGE_KEYS.consent, JSON.stringify(choice));
  else storage()?.removeItem(STORAGE_KEYS.consent);
}

export function readConsentMirror(): ConsentChoice | undefined {
  return toConsentChoice(readJson(STORAGE_KEYS.consent));
}
