// What the rest of the server uses of the coupons module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { discountsOf } from './coupons.repository.js';
export type { CouponsTable, OrderDiscountsTable } from './coupons.table.js';
export { priceWithDiscounts } from './order-discounts.js';
