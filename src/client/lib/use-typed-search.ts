import { useEffect, useRef } from 'react';

/** A pause in typing this long runs the search; short enough to feel immediate, long enough to skip keystrokes. */
export const TYPED_SEARCH_DELAY_MS = 300;

/**
 * Search as you type (issue 51 item 6): once typing pauses, `run` gets the trimmed query when it has at least
 * `minLength` characters. Enter still searches at once through the form; the input keeps focus because only
 * the results re-render.
 */
export function useTypedSearch(query: string, run: (query: string) => void, minLength = 2, delayMs = TYPED_SEARCH_DELAY_MS) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < minLength) return;
    const timer = setTimeout(() => latest.current(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [query, minLength, delayMs]);
}
