// What the rest of the server uses of the events module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { quotaUse, takenSeats } from './availability.js';
export { saleCatalog } from './events.repository.js';
export { availabilityInMemory, recentAvailability } from './events.service.js';
export type { CastMember, CategoriesTable, EventLocation, EventsTable, Passage, PerformancesTable, QuotasTable } from './events.table.js';
