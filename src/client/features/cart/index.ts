// What other features use of the cart feature (the app composes its pages from their files).
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { addCartLines, replaceSeatedCartLines } from './cart-store';
export { useCartLimits } from './use-cart-limits';
export { useCart } from './use-cart';
