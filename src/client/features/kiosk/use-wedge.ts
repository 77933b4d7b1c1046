import { useEffect, useRef } from 'react';
import { isTextField, takeEarlyKeys } from './early-keys';
import { WedgeBuffer } from './wedge-buffer';

/**
 * Codes from a keyboard-wedge scanner, typed anywhere on the page except into a text field. Listens from
 * the moment the kiosk is on screen – not only once the door is ready – and first replays the keys
 * caught while the page loaded, so a burst is never cut in two (a cut one used to read as a forged code).
 */
export function useWedgeScanner(onCode: (code: string) => void, enabled = true) {
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    if (!enabled) return;
    const buffer = new WedgeBuffer();
    for (const stroke of takeEarlyKeys()) {
      const code = buffer.push(stroke.key, stroke.at);
      if (code) handler.current(code);
    }
    const listen = (event: KeyboardEvent) => {
      // Text fields take their own Enter (typed codes, search); a wedge burst there lands in the field.
      if (isTextField(event.target)) return;
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
