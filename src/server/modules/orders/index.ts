// What the rest of the server uses of the orders module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { CaptureFollowUps, stopCaptureFollowUps } from './capture/lost-capture.js';
export { orderMailRenderer } from './capture/order-mail.js';
export { COUNTER_CHECK_MS, startCounterCheck } from './counter-check.js';
export { checkoutSecret } from './hold/checkout-proof.js';
export { holdAlone } from './hold/hold-alone.js';
export { HoldBatcher } from './hold/hold-batcher.js';
export { placeHold } from './hold/holds.js';
export { placesFreed } from './hold/places-freed.js';
export type { PlacesHooks } from './hold/places-freed.js';
export { closeOrders, holdOwnerKey, insertHold, itemColumns, releaseExpiredHolds } from './hold/quota.repository.js';
export { lineFor } from './hold/resolve-cart.js';
export type { PricedLine, ResolvedLine } from './hold/resolve-cart.js';
export { startHoldSweep } from './hold/sweep.js';
export { findOrder, isRefusedSettle, lockOrder, setProviderOrderId, settleCapture } from './orders.repository.js';
export type { NewOrder } from './orders.repository.js';
export type { HoldOwnersTable, OrderItemsTable, OrdersTable, PaymentDisputesTable, PaymentsTable, SeatClaimsTable, StaffOrderKind } from './orders.table.js';
