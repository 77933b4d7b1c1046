// What the rest of the server uses of the reminders module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { REMINDER_CHECK_INTERVAL_MS, startReminders } from './reminders.service.js';
export type { OrderRemindersTable } from './reminders.table.js';
