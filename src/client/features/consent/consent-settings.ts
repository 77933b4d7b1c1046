import { useSyncExternalStore } from 'react';

/** Whether a visitor asked to reopen the banner (spec §4: it can be reopened and loads the stored choice). */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  for (const listener of listeners) listener();
}

export const openConsentSettings = () => set(true);
export const closeConsentSettings = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
