/** Spec §6: a user holding ADMIN passes every check. */
export const ADMIN = 'ADMIN';

export function hasPermission(held: readonly string[], required: string | readonly string[]): boolean {
  if (held.includes(ADMIN)) return true;
  const anyOf = typeof required === 'string' ? [required] : required;
  return anyOf.some((key) => held.includes(key));
}

/**
 * Spec §6 names the pages' key CONFIGURATION_SITES and the sidebar's CONFIGURATION_SITES_VIEW;
 * either one grants both (README, deviations).
 */
export const SITES_KEYS = ['CONFIGURATION_SITES', 'CONFIGURATION_SITES_VIEW'] as const;
