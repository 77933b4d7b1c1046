import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` that opens as a modal when it mounts (focus trapped, the page behind inert) and closes when it
 * unmounts. jsdom has no showModal, hence the optional calls.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  return dialog;
}
