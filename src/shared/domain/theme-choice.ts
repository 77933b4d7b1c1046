/**
 * The back office's "Dark Mode" toggle (spec §2) as an override of the device's colour preference: the stored
 * value is 'true' (dark) or 'false' (light); without one, the device's prefers-color-scheme decides.
 */
export type ThemeChoice = 'dark' | 'light' | null;

export function parseThemeChoice(stored: string | null): ThemeChoice {
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return null;
}

export function isDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === null ? systemDark : choice === 'dark';
}

/** Switching to what the device prefers anyway drops the override, so the page follows the device again. */
export function choiceAfterToggle(dark: boolean, systemDark: boolean): ThemeChoice {
  if (dark === systemDark) return null;
  return dark ? 'dark' : 'light';
}
