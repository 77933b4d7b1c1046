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
 * A UTF-16 surrogate without its partner ("\ud800" in JSON) is no character at all: UTF-8 cannot carry it,
 * PostgreSQL refuses it in JSON, and a mail or PDF would show garbage. No client has a reason to send one.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text PostgreSQL always takes, in a text column and in jsonb (issue 52): it refuses NUL and lone
 * surrogates, and a record of a refused request (audit entry, log line) must never fail for what it quotes.
 * NUL shows as U+2400 '␀', so the log still says where it was; a lone surrogate becomes U+FFFD.
 */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD').replaceAll('\u0000', '\u2400');
}

/** What is wrong with a text a client sent: a control character, a lone surrogate, or nothing. */
export type BadText = 'control' | 'surrogate';

export function badTextKind(text: string, place: TextPlace): BadText | null {
  if (hasControlChars(text, place)) return 'control';
  return hasLoneSurrogate(text) ? 'surrogate' : null;
}

/**
 * Looks through parsed input (strings, arrays, plain objects, their keys too) without recursion, so a deeply
 * nested body cannot overflow the stack. Binary data (file uploads) is not text and is skipped. Answers the
 * first problem found.
 */
export function findBadText(value: unknown, place: TextPlace): BadText | null {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const bad = badTextKind(item, place);
      if (bad) return bad;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        const bad = badTextKind(key, place);
        if (bad) return bad;
        pending.push(entry);
      }
    }
  }
  return null;
}
