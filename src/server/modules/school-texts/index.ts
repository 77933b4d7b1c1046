// What the rest of the server uses of the school-texts module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { missingSchoolTexts } from './school-texts.service.js';
export type { SchoolTextEntry } from './school-texts.service.js';
