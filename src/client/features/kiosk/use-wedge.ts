import { useEffect, useRef } from 'react';
import { WedgeBuffer } from './wedge-buffer';

/** Codes from a keyboard-wedge scanner, typed anywhere on the page except into a text field. */
export function useWedgeScanner(onCode: (code: string) => void, enabled = true) {
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    if (!enabled) return;
    const buffer = new WedgeBuffer();
    const listen = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // Text fields take their own Enter (typed codes, search); a wedge burst there lands in the field.
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      const code = buffer.push(event.key, event.timeStamp || performance.now());
      if (code) {
        event.preventDefault();
        handler.current(code);
      }
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, [enabled]);
}
