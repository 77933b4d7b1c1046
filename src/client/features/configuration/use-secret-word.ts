import { useEffect, useRef, useState } from 'react';
import { pushKey, revealsSecret } from '../../../shared/domain/key-buffer';

/** True once the secret word was typed anywhere on the page (spec §2 admin info). */
export function useSecretWord(): boolean {
  const [revealed, setRevealed] = useState(false);
  const buffer = useRef('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      buffer.current = pushKey(buffer.current, event.key);
      if (revealsSecret(buffer.current)) setRevealed(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return revealed;
}
