// What the rest of the server uses of the logs module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { LogStore } from './log-store.js';
export type { ServerLogsTable } from './logs.table.js';
