// What other features use of the audit-log feature (the app composes its pages from their files).
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { OrderHistory } from './OrderHistory';
