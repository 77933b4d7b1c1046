// What the rest of the server uses of the staff-notices module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { withStaffNotices } from './staff-mail.js';
export { STAFF_NOTICE_INTERVAL_MS, startStaffNotices } from './staff-notices.service.js';
export type { StaffDigestsTable, StaffOrderNoticesTable } from './staff-notices.table.js';
