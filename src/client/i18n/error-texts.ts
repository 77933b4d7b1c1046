import { useCallback } from 'react';
import { COUPON_MESSAGES } from '../../shared/domain/coupons';
import { directionOf, type Language } from '../../shared/i18n/languages';
import { ApiError } from '../lib/api-client';
import { type Translate, useShopText } from './use-shop-text';

/** Spec §7: an order error without a message of its own shows this text (English in the spec, so in German too). */
export const UNEXPECTED_ERROR = 'Unexpected error occurred, please try again.';

type Body = Record<string, unknown>;
/** The catalog key for an answer, with its ICU values from the answer's body. */
type Text = (body: Body, message: string) => [key: string, values?: Record<string, unknown>];

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const word = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const fixed =
  (key: string): Text =>
  () => [key];

const COUPON_KEYS: Record<string, string> = {
  [COUPON_MESSAGES.disabled]: 'errors.couponDisabled',
  [COUPON_MESSAGES.unknown]: 'errors.couponUnknown',
  [COUPON_MESSAGES.notApplicable]: 'errors.couponNotApplicable',
  [COUPON_MESSAGES.usedUp]: 'errors.couponUsedUp',
};

/**
 * The server's error codes a visitor can meet on the order, checkout, payment, coupon, waiting-list and ticket
 * routes (grep src/server for their `code`). A code whose German message carries facts its body does not
 * (a return deadline, a transfer's reason) is left out: its German message says more than a general text would.
 */
const TEXTS: Record<string, Text> = {
  SOLD_OUT: (body) => {
    const remaining = count(body.remaining) ?? 0;
    const category = word(body.category);
    if (!category) return ['errors.soldOutGeneral'];
    return remaining > 0 ? ['errors.fewLeft', { category, remaining }] : ['errors.soldOut', { category }];
  },
  SEAT_TAKEN: (body) => {
    const seats = Array.isArray(body.seats)
      ? body.seats.filter((seat): seat is string => typeof seat === 'string')
      : word(body.seat)
        ? [body.seat as string]
        : [];
    return seats.length ? ['errors.seatsTaken', { count: seats.length, seats: seats.join(', ') }] : ['errors.seatsTakenGeneral'];
  },
  SEATS_GONE: fixed('errors.seatsGone'),
  REFUND_REQUIRED: fixed('errors.refundRequired'),
  QUANTITY_LIMIT: (body) => {
    const max = count(body.max);
    const category = word(body.category);
    if (max === undefined) return ['errors.quantityLimitGeneral'];
    return category ? ['errors.quantityLimitCategory', { max, category }] : ['errors.quantityLimit', { max }];
  },
  TOO_MANY_HOLDS: (body) => (count(body.limit) === undefined ? ['errors.tooManyHoldsGeneral'] : ['errors.tooManyHolds', { limit: count(body.limit) }]),
  TOO_MANY_HOLDS_FROM_ADDRESS: (body) =>
    count(body.limit) === undefined ? ['errors.tooManyHoldsGeneral'] : ['errors.tooManyHoldsFromAddress', { limit: count(body.limit) }],
  HOLD_BUSY: fixed('errors.holdBusy'),
  ORDER_BUSY: fixed('errors.orderBusy'),
  CAPTURE_IN_PROGRESS: fixed('errors.captureInProgress'),
  ORDER_CREATE_IN_PROGRESS: fixed('errors.orderCreateInProgress'),
  ORDER_CREATE_FAILED: fixed('errors.orderCreateFailed'),
  ORDER_CLOSED: fixed('errors.orderClosed'),
  ORDER_NOT_READY: fixed('errors.orderNotReady'),
  ORDER_NOT_FOUND: fixed('errors.orderNotFound'),
  PERFORMANCE_UNAVAILABLE: fixed('errors.performanceUnavailable'),
  CATEGORY_UNAVAILABLE: fixed('errors.categoryUnavailable'),
  NO_SEATING: fixed('errors.noSeating'),
  SEATS_REQUIRED: fixed('errors.seatsRequired'),
  SEAT_INVALID: fixed('errors.seatInvalid'),
  INVALID_DONATION: fixed('errors.invalidDonation'),
  EMPTY_TOTAL: fixed('errors.emptyTotal'),
  INVALID_USER_DATA: fixed('errors.checkInput'),
  INVALID_WAITING_ENTRY: fixed('errors.checkInput'),
  VALIDATION: fixed('errors.checkInput'),
  PAYMENT_PROVIDER_UNAVAILABLE: fixed('errors.paymentProviderUnavailable'),
  PAYMENT_CHECKING: fixed('errors.paymentChecking'),
  PAYMENT_DECLINED: fixed('errors.paymentDeclined'),
  INSTRUMENT_DECLINED: fixed('errors.instrumentDeclined'),
  PAYMENT_NOT_COMPLETED: fixed('errors.paymentNotCompleted'),
  NO_PAYMENT_PROVIDER: fixed('errors.paymentUnavailable'),
  PAYMENT_NOT_CONFIGURED: fixed('errors.paymentUnavailable'),
  COUPON_INVALID: (_body, message) => [COUPON_KEYS[message] ?? 'errors.couponInvalid'],
  COUPON_USED_UP: fixed('errors.couponUsedUp'),
  WAITING_ENTRY_NOT_FOUND: fixed('errors.waitingEntryNotFound'),
  NO_WAITING_LIST: fixed('errors.noWaitingList'),
  NOT_SOLD_OUT: fixed('errors.notSoldOut'),
  WAITING_LIST_THROTTLED: fixed('errors.waitingListThrottled'),
  WAITING_ENTRY_BOUGHT: fixed('errors.waitingEntryBought'),
  OFFER_EXPIRED: fixed('errors.offerExpired'),
  NO_OFFER: fixed('errors.noOffer'),
  OFFER_BOUGHT: fixed('errors.offerBought'),
  TICKETS_NOT_FOUND: fixed('errors.ticketsNotFound'),
  TICKET_NOT_FOUND: fixed('errors.ticketNotFound'),
  TICKET_TOKEN_INVALID: fixed('errors.ticketsNotFound'),
  ORDER_CANCELLED: fixed('errors.orderCancelled'),
  NO_TICKETS: fixed('errors.noTickets'),
  ORDER_NOT_PAID: fixed('errors.orderNotPaid'),
  SEND_MAIL_THROTTLED: fixed('errors.sendMailThrottled'),
  TICKET_TOKEN_THROTTLED: (body) => {
    const seconds = count(body.retryAfter);
    return seconds && seconds > 0 ? ['wallet.error.throttled', { minutes: Math.max(1, Math.ceil(seconds / 60)) }] : ['wallet.error.throttledLater'];
  },
  COUPON_THROTTLED: fixed('errors.couponThrottled'),
  ADDRESS_BLOCKED: fixed('errors.addressBlocked'),
  OFFLINE: fixed('errors.offline'),
  INTERNAL: fixed('errors.internal'),
  DATABASE_UNAVAILABLE: fixed('errors.serverBusy'),
  DATABASE_SLOW: fixed('errors.serverBusy'),
  BUSY: fixed('errors.serverBusy'),
  CONCURRENT_UPDATE: fixed('errors.concurrentUpdate'),
  DISK_FULL: fixed('errors.diskFull'),
};

/** The answer behind an error: the error itself, or what a caller wrapped it in (`new Error(text, { cause })`). */
function answerOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError ? cause : undefined;
}

/**
 * What a visitor reads about a failed request: in German the server's message as it is (the spec's and the
 * API's wording); in another language the catalog's text for the answer's `code`, and for a code it has no
 * text for the German message after all, rather than nothing.
 */
export function visitorErrorText(error: unknown, t: Translate, language: Language): string {
  const answer = answerOf(error);
  if (language === 'de' || !answer) {
    const message = answer?.message ?? (error instanceof Error ? error.message : '');
    if (message && !(message === UNEXPECTED_ERROR && language !== 'de')) return message;
    return language === 'de' ? UNEXPECTED_ERROR : t('errors.unexpected');
  }
  const text = TEXTS[answer.code];
  if (!text) return answer.message || t('errors.unexpected');
  const [key, values] = text(answer.body ?? {}, answer.message);
  // Right to left, a seat list or category name keeps its own order inside the sentence (Unicode isolates).
  const rtl = directionOf(language) === 'rtl';
  const isolated =
    values && rtl
      ? Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? `\u2068${value}\u2069` : value]))
      : values;
  return t(key, isolated);
}

/** visitorErrorText in the page's language. */
export function useVisitorErrorText(): (error: unknown) => string {
  const { t, language } = useShopText();
  return useCallback((error: unknown) => visitorErrorText(error, t, language), [t, language]);
}
