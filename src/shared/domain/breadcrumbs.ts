export interface Crumb {
  label: string;
  path: string;
}

/** Spec §2: hyphens become spaces, each word capitalised. */
export function crumbLabel(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return decoded
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Spec §2: breadcrumbs for paths deeper than one segment; none otherwise. */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  return segments.map((segment, index) => ({
    label: crumbLabel(segment),
    path: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
