import { storableText } from './control-chars.js';
/**
 * Before/after of a changed record for the audit log (issue 31). Secrets never reach the log: a field
 * whose name says password, hash, token, secret or TOTP is shown as changed, never with its value.
 */
const SECRET_FIELD = /pass(word)?|hash|token|secret|totp|recovery|^auth$|api_?key/i;
export const SECRET_MARK = '[verborgen]';

export type FieldChanges = Record<string, [before: unknown, after: unknown]>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose value differs from `before` (a new record: before is null). */
export function diffFields(before: object | null | undefined, after: object | null | undefined): FieldChanges {
  const changes: FieldChanges = {};
  const was_ = (before ?? {}) as Record<string, unknown>;
  const now_ = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(was_), ...Object.keys(now_)]);
  for (const key of keys) {
    const was = was_[key];
    const now = now_[key];
    if (same(was, now)) continue;
    changes[key] = SECRET_FIELD.test(key) ? [SECRET_MARK, SECRET_MARK] : [was ?? null, now ?? null];
  }
  return changes;
}

/** Fields holding an address whose path and query are themselves the secret (a webhook receiver's token). */
const SECRET_URL_FIELD = /webhook/i;

/**
 * An address as the log may keep it (issue 38): a password in it and every query value are hidden; for a
 * secret address (`whole`) only scheme and host stay. Texts that are no absolute address stay as they are.
 */
export function maskUrl(text: string, whole = false): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return whole ? SECRET_MARK : text;
  }
  if (whole) return url.pathname === '/' && !url.search && !url.username ? url.origin : `${url.origin}/${SECRET_MARK}`;
  if (!url.password && !url.search) return text;
  if (url.password) url.password = 'x';
  for (const key of new Set(url.searchParams.keys())) url.searchParams.set(key, 'x');
  return url
    .toString()
    .replace(/([?&][^=&]*=)x(?=&|$|#)/g, `$1${SECRET_MARK}`)
    .replace(/:x@/, `:${SECRET_MARK}@`);
}

/** A copy with every secret field's value hidden, at any depth (request bodies, provider answers), addresses masked. */
export function withoutSecrets<T>(value: T, secretUrls = false): T {
  if (typeof value === 'string') return maskUrl(value, secretUrls) as T;
  if (Array.isArray(value)) return value.map((inner) => withoutSecrets(inner, secretUrls)) as T;
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // A before/after pair stays a pair, so the log still reads "changed".
    const hidden = Array.isArray(inner) && inner.length === 2 ? [SECRET_MARK, SECRET_MARK] : SECRET_MARK;
    out[key] = SECRET_FIELD.test(key) ? hidden : withoutSecrets(inner, secretUrls || SECRET_URL_FIELD.test(key));
  }
  return out as T;
}

/**
 * A copy PostgreSQL's jsonb always takes (issue 38): it refuses NUL and lone surrogates, and an audit
 * entry must never fail for what a value holds. Lone surrogates become U+FFFD, NUL shows as '␀'.
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (!value || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storableJson(inner)]));
}
