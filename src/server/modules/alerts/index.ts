// What the rest of the server uses of the alerts module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { withAlertMails } from './alert-mail.js';
export { dataDiskProbe, startAlertWatch } from './alert-watch.js';
export type { DiskProbe } from './alert-watch.js';
export type { AlertsTable } from './alerts.table.js';
export { DATABASE_WATCH_INTERVAL_MS, probeDatabase, startDatabaseWatch } from './database-watch.js';
export { directAlertMail } from './problem-mail.js';
export { raiseAlert } from './raise-alert.js';
export { PROBLEM_MESSAGES, SystemProblems } from './system-problems.js';
