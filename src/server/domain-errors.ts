/**
 * What a rule refuses, said without HTTP (issue 54): a kind (what went wrong), a code for programs and the
 * German message people read. Services and repositories throw it; the one error handler (http/errors.ts)
 * alone knows which status each kind is answered with, so the rules can run behind any caller.
 */
export type DomainErrorKind =
  /** The input breaks a rule (400). */
  | 'invalid'
  /** Nobody, or nobody known, is signed in (401). */
  | 'unauthenticated'
  /** The payment provider declined the payment (402). */
  | 'payment-declined'
  /** Signed in, but not allowed to (403). */
  | 'forbidden'
  | 'not-found'
  /** The data's state forbids it now (409): sold out, already paid, edited meanwhile. */
  | 'conflict'
  /** It existed and is gone for good (410): a cancelled order's tickets. */
  | 'gone'
  /** Too many attempts; `extra.retryAfter` (seconds) says when to try again (429). */
  | 'throttled'
  /** Our own work failed and says why (500). */
  | 'failed'
  /** The payment provider answered and refused (502). */
  | 'provider-refused'
  /** Something it needs is not there right now (503): a provider down, payments not set up. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** Further fields of the answer's body, beside success, code and message. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalid = (message: string, code = 'BAD_REQUEST', extra?: Record<string, unknown>) => new DomainError('invalid', code, message, extra);
export const unauthorized = (message = 'Bitte melde dich an.', code = 'UNAUTHORIZED') => new DomainError('unauthenticated', code, message);
export const forbidden = (message = 'Sie haben keine Berechtigung für diese Aktion.', code = 'FORBIDDEN') => new DomainError('forbidden', code, message);
export const notFound = (message = 'Nicht gefunden.', code = 'NOT_FOUND') => new DomainError('not-found', code, message);
export const conflict = (message: string, code = 'CONFLICT', extra?: Record<string, unknown>) => new DomainError('conflict', code, message, extra);
