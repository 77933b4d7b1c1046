// What the rest of the server uses of the localization module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { languageOffer, publicLanguages, shopTexts } from './localization.service.js';
export type { TextOverridesTable } from './localization.table.js';
