import { useEffect, useState } from 'react';
import { choiceAfterToggle, isDark, parseThemeChoice, type ThemeChoice } from '../../../shared/domain/theme-choice';

/** Where the back office remembers the Dark Mode toggle ('true' or 'false'; absent: follow the device). */
export const DARK_MODE_KEY = 'adminDarkMode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Staff screens: dark when the device prefers it (global.css) unless the toggle chose otherwise; the choice
 * is set as data-theme on the root, and removed again when the screen closes, so the shop follows the device.
 */
export function useDarkMode(): [boolean, (on: boolean) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(() => parseThemeChoice(localStorage.getItem(DARK_MODE_KEY)));
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => setSystemDark(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    if (choice === null) delete root.dataset.theme;
    else root.dataset.theme = choice;
    return () => {
      delete root.dataset.theme;
    };
  }, [choice]);

  const setDark = (on: boolean) => {
    const next = choiceAfterToggle(on, systemDark);
    if (next === null) localStorage.removeItem(DARK_MODE_KEY);
    else localStorage.setItem(DARK_MODE_KEY, String(next === 'dark'));
    setChoice(next);
  };
  return [isDark(choice, systemDark), setDark];
}
