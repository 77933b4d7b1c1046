import type { CSSProperties, ReactNode } from 'react';
import { Navigate, useLocation, useRouteLoaderData } from 'react-router-dom';
import { darken, lightenForDark } from '../../shared/domain/colour';
import { DEFAULT_SUPPORT_EMAIL } from '../../shared/domain/shop-defaults';
import { useAuth } from './AuthProvider';
import { type PublicConfig, usePublicConfig } from './public-config';

/** Pages a visitor still reaches in maintenance mode: the notice itself and the legally required texts. */
const OPEN_IN_MAINTENANCE = new Set(['/maintenance', '/impressum', '/datenschutz']);

/**
 * Maintenance mode: visitors see /maintenance; signed-in staff keep using the shop. While the answer or
 * the session check is on its way the page renders, so the shop's first paint never waits for it.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (config?.maintenance && status === 'signed-out' && !OPEN_IN_MAINTENANCE.has(pathname)) return <Navigate to="/maintenance" replace />;
  return <>{children}</>;
}

/** The id of the shop's layout route, whose loader brings the server's copy of the public configuration. */
export const SHOP_LAYOUT_ROUTE = 'shop';

/**
 * The public configuration for a shop page: the server's copy (the layout's loader) until the browser's own
 * has loaded, so the server-rendered HTML and the hydrating render agree.
 */
export function useShopConfig(): PublicConfig | null {
  const rendered = useRouteLoaderData(SHOP_LAYOUT_ROUTE) as PublicConfig | null | undefined;
  return usePublicConfig() ?? rendered ?? null;
}

/** The lightest ground of the dark theme (--color-subtle in global.css): the configured primary colour must read on it. */
const DARK_SURFACE = '#2e2738';

/**
 * The configured colours as the shop's CSS variables (shop.css maps them onto the theme); `rendered` is the
 * server's copy until this one loads. The dark theme uses a lightened primary and keeps its own background.
 */
export function useShopTheme(rendered: PublicConfig | null = null): CSSProperties | undefined {
  const config = usePublicConfig() ?? rendered;
  if (!config) return undefined;
  const { primary, secondary, background } = config.colors;
  return {
    '--shop-primary': primary,
    '--shop-primary-dark': darken(primary, 0.3),
    '--shop-dark-primary': lightenForDark(primary, DARK_SURFACE),
    '--shop-dark-primary-dark': lightenForDark(primary, DARK_SURFACE, 7),
    '--shop-accent': secondary,
    '--shop-background': background,
  } as CSSProperties;
}

/** The configured start-page layout, set on the shop's frame as `data-layout` (events.css arranges the cards by it). */
export function useStartLayout(rendered: PublicConfig | null = null): string {
  return (usePublicConfig() ?? rendered)?.startLayout ?? 'standard';
}

/**
 * The uploaded stylesheets ("Stylesheet (CSS)", "Eigenes CSS") on the shop's pages. React hoists them into the
 * head after the shop's own CSS; files/download.php serves them as text/css from this origin (CSP style-src 'self').
 */
export function ShopStylesheets({ rendered = null }: { rendered?: PublicConfig | null }) {
  const ids = (usePublicConfig() ?? rendered)?.stylesheets ?? [];
  return ids.map((id) => <link key={id} rel="stylesheet" href={`/api/files/download.php?id=${id}`} precedence="shop-upload" />);
}

/** The configured support contact for the footer (the default address until it has loaded, so nothing shifts). */
export function SupportContact() {
  const config = usePublicConfig();
  const email = config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  return (
    <>
      <a href={`mailto:${email}`}>{email}</a>
      {config?.supportPhone && <a href={`tel:${config.supportPhone.replace(/[^0-9+]/g, '')}`}>{config.supportPhone}</a>}
    </>
  );
}
