import { TRANSFER_REFUSAL_TEXTS, type TransferRefusal } from '../../../shared/domain/ticket-transfer';
import { returnRefusalText } from '../../../shared/domain/ticket-returns';
import type { Translate } from '../../i18n/use-shop-text';
import { ApiError } from '../../lib/api-client';

/**
 * The ticket page's answers in the visitor's language (issue 53): the server keeps its German `message`, the
 * page says it from the answer's `code`. Where one code stands for several reasons (RETURN_REFUSED,
 * TRANSFER_REFUSED, INVALID_HOLDER), the German sentence the shared rules write tells them apart. German
 * shows the server's own sentence; an answer the page does not know stays German everywhere.
 */

const BY_CODE: Record<string, string> = {
  OFFLINE: 'wallet.error.offline',
  TICKETS_NOT_FOUND: 'wallet.error.notFound',
  TICKET_NOT_FOUND: 'wallet.error.ticketNotFound',
  ORDER_BUSY: 'wallet.error.busy',
  TRANSFER_OFF: 'transfer.refused.off',
};

const TRANSFER_KEYS: Record<TransferRefusal, string> = {
  off: 'transfer.refused.off',
  not_paid: 'transfer.refused.notPaid',
  not_valid: 'transfer.refused.notValid',
  transferred: 'transfer.refused.transferred',
  admitted: 'transfer.refused.admitted',
  started: 'transfer.refused.started',
};

/** checkNewHolder's German sentences (shared/domain/ticket-transfer.ts), the form's and the server's. */
const HOLDER_KEYS: Record<string, string> = {
  'Bitte gib den Namen der Person ein, die das Ticket bekommt.': 'transfer.invalid.name',
  'Der Name darf höchstens 100 Zeichen lang sein.': 'transfer.invalid.nameLong',
  'Bitte gib eine gültige E-Mail-Adresse ein, an die das Ticket gehen soll.': 'transfer.invalid.email',
};

/** The sentences of RETURN_REFUSED (orders/refunds/ticket-returns.ts and shared/domain/ticket-returns.ts). */
const RETURN_KEYS: Record<string, string> = {
  'Tickets von der Abendkasse können nur dort zurückgegeben werden.': 'returns.refused.boxOffice',
  'Dieses Ticket hast du weitergegeben; es kann nicht mehr zurückgegeben werden.': 'returns.refused.transferred',
  'Diese Bestellung hat keine Tickets mehr, die zurückgegeben werden könnten.': 'returns.refused.nothingLeft',
  [returnRefusalText('not_paid', '')]: 'returns.refused.notPaid',
  [returnRefusalText('not_valid', '')]: 'returns.refused.notValid',
  [returnRefusalText('admitted', '')]: 'returns.refused.admitted',
};
const PERIOD_OVER = returnRefusalText('period_over', '').split(':')[0];

const transferKey = (message: string) => (Object.entries(TRANSFER_REFUSAL_TEXTS) as Array<[TransferRefusal, string]>).find(([, text]) => text === message)?.[0];

/** The catalog key for a refusal, or undefined when the page does not know it. */
function keyOf(error: ApiError): string | undefined {
  if (BY_CODE[error.code]) return BY_CODE[error.code];
  if (error.code === 'INVALID_HOLDER') return HOLDER_KEYS[error.message];
  if (error.code === 'TRANSFER_REFUSED') {
    const reason = transferKey(error.message);
    return reason ? TRANSFER_KEYS[reason] : undefined;
  }
  if (error.code === 'RETURN_REFUSED') return RETURN_KEYS[error.message] ?? (error.message.startsWith(PERIOD_OVER) ? 'returns.refused.periodOver' : undefined);
  return undefined;
}

/**
 * What the page says about a failed call: the refusal in the visitor's language, or `fallback` (a catalog key)
 * when the call did not get an answer at all.
 */
export function failureText(failure: unknown, t: Translate, german: boolean, fallback: string): string {
  if (!(failure instanceof ApiError)) return t(fallback);
  if (german) return failure.message;
  if (failure.code === 'TICKET_TOKEN_THROTTLED') {
    const seconds = Number(failure.body?.retryAfter);
    return seconds > 0 ? t('wallet.error.throttled', { minutes: Math.max(1, Math.ceil(seconds / 60)) }) : t('wallet.error.throttledLater');
  }
  const key = keyOf(failure);
  return key ? t(key) : failure.message;
}

/** The form's own check of the new holder (the server's rule, shared) in the visitor's language. */
export function holderProblem(message: string, t: Translate, german: boolean): string {
  return german || !HOLDER_KEYS[message] ? message : t(HOLDER_KEYS[message]);
}

/** The server's reasons for a cancelled order (tickets.service.ts cancellationNote); anything else staff wrote. */
export const CANCELLATION_NOTES: Record<string, string> = {
  'Die Zahlung wurde bei PayPal zurückgebucht.': 'wallet.cancelled.reversed',
  'Die Zahlung wurde über PayPal erstattet.': 'wallet.cancelled.refunded',
};

/** Right to left, a value from elsewhere (a name, a title, a number) stands in Unicode isolates, as `<bdi>` would. */
export const isolate = (rtl: boolean, value: string) => (rtl ? `\u2068${value}\u2069` : value);
