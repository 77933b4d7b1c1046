/** Spec §2/§9 admin info: the last 5 typed keys are kept; typing 'admin' reveals the hidden card. */
export const KEY_BUFFER_SIZE = 5;
export const SECRET_WORD = 'admin';

export function pushKey(buffer: string, key: string, size = KEY_BUFFER_SIZE): string {
  if (key.length !== 1) return buffer;
  return (buffer + key.toLowerCase()).slice(-size);
}

export const revealsSecret = (buffer: string, word = SECRET_WORD) => buffer.endsWith(word);
