// What the rest of the server uses of the checkin module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { openAdmissionFeed } from './admission-feed.js';
export type { AdmissionFeed } from './admission-feed.js';
export { admittedBySale, admittedSince, insertCheckins, touchDevice } from './checkin.repository.js';
export type { BoxOfficeSalesTable, CheckinsTable, KioskDevicesTable } from './checkin.table.js';
export { scanTime } from './instants.js';
export { admissionEvent } from './scan.service.js';
