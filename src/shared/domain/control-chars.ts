/**
 * Control characters in what a client sends. PostgreSQL refuses NUL in text, and no form field has a use for
 * the other C0 characters or DEL. Tab, line feed and carriage return are ordinary text in a textarea, so
 * bodies may carry them; a query string or path comes from a link or a one-line field and may not.
 */
export type TextPlace = 'body' | 'url';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const DEL = 0x7f;

export function isForbiddenControlChar(code: number, place: TextPlace): boolean {
  if (code === DEL) return true;
  if (code >= 0x20) return false;
  return place === 'url' || (code !== TAB && code !== LF && code !== CR);
}

export function hasControlChars(text: string, place: TextPlace): boolean {
  for (let index = 0; index < text.length; index++) {
    if (isForbiddenControlChar(text.charCodeAt(index), place)) return true;
  }
  return false;
}

/** The text with every control character removed (a camera's reading of a foreign barcode may carry some). */
export function withoutControlChars(text: string): string {
  let clean = '';
  for (const char of text) if (!isForbiddenControlChar(char.charCodeAt(0), 'url')) clean += char;
  return clean;
}

/**
 * Looks through parsed input (strings, arrays, plain objects, their keys too) without recursion, so a deeply
 * nested body cannot overflow the stack. Binary data (file uploads) is not text and is skipped.
 */
export function containsControlChars(value: unknown, place: TextPlace): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasControlChars(item, place)) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (hasControlChars(key, place)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}
