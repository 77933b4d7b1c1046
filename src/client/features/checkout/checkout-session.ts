import type { UserData } from '../../../shared/api/orders';
import type { CheckoutStep } from '../../../shared/domain/checkout-steps';

/** The order a checkout created: its hold runs until `expiresAt`. */
export interface PendingOrder {
  /** Provider order id (what the payment buttons and capture use). */
  id: string;
  orderId: number;
  expiresAt: string;
  totalCents: number;
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

export function cartKey(items: Array<{ performanceId: number; categoryId: number; quantity: number; seats?: string[] }>, donation: number) {
  return JSON.stringify([items.map((item) => [item.performanceId, item.categoryId, item.quantity, item.seats ?? []]), donation]);
}
