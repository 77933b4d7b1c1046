// What the rest of the server uses of the accounts module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { assertAdminRemains, assertMayChangeCredentials, callerRank } from './account-policy.js';
export { lockAccountChanges } from './accounts.repository.js';
export type { UserRolesTable, UsersTable } from './accounts.table.js';
