import { useEffect, useSyncExternalStore } from 'react';
import type { PublicConfigResponse } from '../../shared/api/configuration';
import { DEFAULT_COOKIE_TEXT, DEFAULT_SHOP_NAME, DEFAULT_SUPPORT_EMAIL, LAYOUTS } from '../../shared/domain/shop-defaults';
import { asPasswordPolicy, type PasswordPolicy, passwordPolicyError, passwordPolicyHint } from '../../shared/domain/password-policy';
import { NO_SHOP_TEXTS, readShopTexts, type ShopTexts } from '../../shared/i18n/offer';
import { apiRequest } from './api-client';

/** The settings the shop's chrome and the staff forms use (config/public.php). */
export interface PublicConfig {
  shopName: string;
  slogan: string;
  colors: { primary: string; secondary: string; background: string };
  supportEmail: string;
  supportPhone: string;
  /** The shop's postal address and opening hours, shown on /kontakt. */
  address: string;
  openingHours: string;
  maintenance: boolean;
  cookieBanner: { enabled: boolean; text: string };
  passwordPolicy: PasswordPolicy;
  taxRate: number;
  reservationMinutes: number;
  legalLinks: { imprint: string; privacy: string; terms: string };
  /** How the event list arranges its cards (standard, grid, list, minimal, marketplace). */
  startLayout: string;
  /** The checkout offers a coupon field (issue 33.1). */
  coupons: boolean;
  groupDiscount: { percent: number; minTickets: number };
  /** The events page offers "Kalender abonnieren" (the public calendar feed). */
  publicCalendar: boolean;
  /** Uploaded stylesheets for the shop's pages, the design's first, then the layout's own CSS. */
  stylesheets: number[];
}

const str = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

export function toPublicConfig(raw: Record<string, unknown>): PublicConfig {
  return {
    shopName: str(raw.shop_name, DEFAULT_SHOP_NAME),
    slogan: str(raw.shop_slogan, ''),
    colors: { primary: str(raw.color_primary, '#1976d2'), secondary: str(raw.color_secondary, '#ff9800'), background: str(raw.color_background, '#ffffff') },
    supportEmail: str(raw.support_email, DEFAULT_SUPPORT_EMAIL),
    supportPhone: str(raw.support_phone, ''),
    address: str(raw.address, ''),
    openingHours: str(raw.opening_hours, ''),
    maintenance: raw.maintenance_mode === true,
    cookieBanner: { enabled: raw.cookie_banner_enabled !== false, text: str(raw.cookie_banner_text, DEFAULT_COOKIE_TEXT) },
    passwordPolicy: asPasswordPolicy(raw.password_policy),
    taxRate: num(raw.default_tax_rate, 19),
    reservationMinutes: num(raw.ticket_reservation_minutes, 20),
    legalLinks: { imprint: str(raw.imprint_url, '/impressum'), privacy: str(raw.privacy_url, '/datenschutz'), terms: str(raw.terms_url, '/agb') },
    startLayout: LAYOUTS.some(([value]) => value === raw.start_page_layout) ? String(raw.start_page_layout) : 'standard',
    coupons: raw.coupon_codes === true,
    groupDiscount: { percent: num(raw.group_discount_percent, 0), minTickets: num(raw.group_discount_min_tickets, 0) },
    publicCalendar: raw.public_event_calendar === true,
    stylesheets: [raw.css_file_id, raw.custom_css_file_id].filter((id): id is number => typeof id === 'number'),
  };
}

let current: PublicConfig | null = null;
let pending: Promise<void> | null = null;
let texts: ShopTexts | null = null;
const listeners = new Set<() => void>();

/** Loads (or reloads after a save) the public configuration; failures keep the last known one. */
export function loadPublicConfig(force = false): Promise<void> {
  if (pending && !force) return pending;
  pending = apiRequest<PublicConfigResponse>('config/public.php')
    .then((response) => {
      current = toPublicConfig(response.config as Record<string, unknown>);
      texts = readShopTexts(response.languages);
    })
    .catch(() => {
      current ??= toPublicConfig({});
    })
    .finally(() => {
      for (const listener of listeners) listener();
    });
  return pending;
}

/**
 * The languages the shop offers and the school's wording of catalog texts (issue 53 item 7), from the same
 * answer as the rest (one request); without one (offline with nothing kept) every language, unchanged.
 */
export async function loadShopTexts(): Promise<ShopTexts> {
  await loadPublicConfig();
  return texts ?? NO_SHOP_TEXTS;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The public configuration, or null until the first answer (or failure) arrived. */
export function usePublicConfig(): PublicConfig | null {
  const config = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (!current && !pending) void loadPublicConfig();
  }, []);
  return config;
}

export function useBrand(): string {
  return usePublicConfig()?.shopName ?? DEFAULT_SHOP_NAME;
}

/** The configured password policy, checked in the browser before the password is hashed (spec §5). */
export function usePasswordPolicy() {
  const policy = usePublicConfig()?.passwordPolicy ?? 'none';
  return { policy, check: (password: string) => passwordPolicyError(password, policy), hint: passwordPolicyHint(policy) };
}
