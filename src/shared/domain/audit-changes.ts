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

/** A copy with every secret field's value hidden, at any depth (request bodies, provider answers). */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // A before/after pair stays a pair, so the log still reads "changed".
    const hidden = Array.isArray(inner) && inner.length === 2 ? [SECRET_MARK, SECRET_MARK] : SECRET_MARK;
    out[key] = SECRET_FIELD.test(key) ? hidden : withoutSecrets(inner);
  }
  return out as T;
}
