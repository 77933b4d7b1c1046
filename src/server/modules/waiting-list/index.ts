// What the rest of the server uses of the waiting-list module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { withWaitingListMails } from './waiting-list-mail.js';
export { WAITING_LIST_INTERVAL_MS, offerFreedPlaces, startWaitingList } from './waiting-list-offers.js';
export type { WaitingListEntriesTable } from './waiting-list.table.js';
