// What other features use of the roles feature (the app composes its pages from their files).
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export {};
