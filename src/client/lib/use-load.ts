import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

/** Loads once per change of `deps`; `reload` runs it again. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (data) => live && setResult({ state: 'ready', data }),
      (error) => live && setResult({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return [result, useCallback(() => setRound((n) => n + 1), [])];
}
