// What other features use of the users feature (the app composes its pages from their files).
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { AccountFields } from './AccountFields';
export { AvatarUpload } from './AvatarUpload';
export { changePassword, editAccount } from './users-api';
export type { AccountInput } from './users-api';
