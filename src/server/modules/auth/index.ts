// What the rest of the server uses of the auth module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { permissionKeysOfUser } from './auth.repository.js';
export { authenticate, checkPassword } from './auth.service.js';
export type { SessionUser } from './auth.service.js';
export type { LoginChallengesTable, LoginFailuresTable, SessionsTable, TwoFactorRecoveryCodesTable, UserTwoFactorTable } from './auth.table.js';
export { hashPassword } from './password.js';
export { lookupInSharedPool, lookupUnderThrottle } from './secret-throttle.js';
export { removeTwoFactor } from './two-factor.repository.js';
