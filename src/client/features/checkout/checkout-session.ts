import type { UserData } from '../../../shared/api/orders';
import type { CheckoutStep } from '../../../shared/domain/checkout-steps';

/** The order a checkout created: its hold runs until `expiresAt`. */
export interface PendingOrder {
  /** Provider order id (what the payment buttons and capture use). */
  id: string;
  orderId: number;
  expiresAt: string;
  totalCents: number;
  /** create.php's checkout_secret: capture.php names the e-mail and ticket link only with it. */
  secret?: string;
  /** The cart it was created for; a changed cart needs a new order. */
  cartKey: string;
  /** The e-mail address it was created with; a changed one needs a new order too. */
  email?: string;
}

export interface CheckoutSession {
  step: CheckoutStep;
  userData: UserData;
  pending?: PendingOrder;
  approvedId?: string;
  /** The coupon code the server accepted for this cart (issue 33.1). */
  couponCode?: string;
}

const KEY = 'checkoutSession';
export const EMPTY_USER: UserData = { firstName: '', lastName: '', email: '', phone: '', street: '', zip: '', city: '', country: '' };

/** Kept for this tab only, so a reload on the payment step neither loses the form nor holds twice. */
export function loadSession(): CheckoutSession {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CheckoutSession | null;
    if (stored?.step && stored.step !== 'completed') return { ...stored, userData: { ...EMPTY_USER, ...stored.userData } };
  } catch {
    // A broken entry means a fresh start.
  }
  return { step: 'overview', userData: EMPTY_USER };
}

export function saveSession(session: CheckoutSession): void {
  try {
    if (session.step === 'completed') sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Private mode without storage: the checkout still works, it only forgets on reload.
  }
}

const HOLD_KEY = 'checkoutHold';

/**
 * The checkout's open order for every tab of this browser (issue 46 item 5): the session above is one tab's,
 * so a buyer who tries again in a new tab would otherwise hold her own seats a second time and be refused.
 */
export function loadSharedHold(): PendingOrder | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(HOLD_KEY) ?? 'null') as PendingOrder | null;
    return stored?.id && stored.cartKey && stored.expiresAt ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function saveSharedHold(pending: PendingOrder | undefined): void {
  try {
    if (pending) localStorage.setItem(HOLD_KEY, JSON.stringify(pending));
    else localStorage.removeItem(HOLD_KEY);
  } catch {
    // Without storage each tab keeps its own order, as before.
  }
}

/** A hold is reused only with this much time left, so the payment does not run into its end. */
const REUSE_MARGIN_MS = 30_000;

/**
 * Which earlier order a payment uses: one for this cart and buyer with time left (this tab's first, then
 * another tab's) is paid as it is; otherwise a new order is made and the newest earlier one still running
 * is named to be replaced, so its seats are free for the buyer (the server checks its checkout_secret).
 */
export function pendingChoice(
  candidates: Array<PendingOrder | undefined>,
  key: string,
  email: string,
  now: number,
): { reuse?: PendingOrder; replace?: PendingOrder } {
  const running = candidates.filter((pending): pending is PendingOrder => Boolean(pending && new Date(pending.expiresAt).getTime() > now));
  const reuse = running.find(
    (pending) => pending.cartKey === key && (!pending.email || pending.email === email) && new Date(pending.expiresAt).getTime() - now > REUSE_MARGIN_MS,
  );
  if (reuse) return { reuse };
  const replace = running.find((pending) => pending.secret);
  return replace ? { replace } : {};
}

export function cartKey(items: Array<{ performanceId: number; categoryId: number; quantity: number; seats?: string[] }>, donation: number, couponCode = '') {
  return JSON.stringify([items.map((item) => [item.performanceId, item.categoryId, item.quantity, item.seats ?? []]), donation, couponCode]);
}
