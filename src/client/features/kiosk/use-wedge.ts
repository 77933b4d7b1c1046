import { useEffect, useRef } from 'react';
import { isTextField, takeEarlyKeys } from './early-keys';
import { TICKET_CODE_LENGTH } from '../../../shared/domain/ticket-code';
import { WEDGE_SETTLE_MS, WedgeBuffer } from './wedge-buffer';

/** A whole ticket code: the scanner's Enter may be switched off, so such a code counts after a pause. */
const looksComplete = (text: string) => text.length === TICKET_CODE_LENGTH && /^[A-Z2-7]+$/i.test(text);

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
    const buffer = new WedgeBuffer(looksComplete);
    let timer = 0;
    const settle = () => {
      const code = buffer.settle(performance.now());
      if (code) handler.current(code);
    };
    for (const stroke of takeEarlyKeys()) {
      const code = buffer.push(stroke.key, stroke.at);
      if (code) handler.current(code);
    }
    const listen = (event: KeyboardEvent) => {
      // Text fields take their own Enter (typed codes, search); a wedge burst there lands in the field.
      if (isTextField(event.target)) return;
      window.clearTimeout(timer);
      const code = buffer.push(event.key, event.timeStamp || performance.now());
      if (code) {
        // The Enter ends the code; it must not also press the focused 'Weiter' button.
        event.preventDefault();
        handler.current(code);
      } else if (buffer.collecting) timer = window.setTimeout(settle, WEDGE_SETTLE_MS + 20);
    };
    window.addEventListener('keydown', listen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', listen);
    };
  }, [enabled]);
}
