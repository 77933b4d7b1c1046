// What the rest of the server uses of the statistics module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export type { OrdersHourlyTable, SalesHourlyTable } from './statistics.table.js';
export type { PaypalCheck } from './system-status.js';
