// What other features use of the checkout feature (the app composes its pages from their files).
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { CompleteStep } from './CompleteStep';
export { CompletedStep } from './CompletedStep';
export { PaymentStep } from './PaymentStep';
export { captureOrder } from './checkout-api';
export type { PendingOrder } from './checkout-session';
export { orderErrorMessage } from './use-checkout';
