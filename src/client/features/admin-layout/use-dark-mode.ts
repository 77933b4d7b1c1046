import { useEffect, useState } from 'react';

/** Where the back office remembers the Dark Mode toggle. */
export const DARK_MODE_KEY = 'adminDarkMode';

export function useDarkMode(): [boolean, (on: boolean) => void] {
  const [dark, setDark] = useState(() => localStorage.getItem(DARK_MODE_KEY) === 'true');
  useEffect(() => {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    // The shop keeps its own light look.
    return () => {
      delete document.documentElement.dataset.theme;
    };
  }, [dark]);
  return [dark, setDark];
}
