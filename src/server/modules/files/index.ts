// What the rest of the server uses of the files module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { cleanFileName } from './file-type.js';
export type { FilesTable, ImageVariantsTable } from './files.table.js';
export { picturesOf, startImageBackfill } from './image-variants.service.js';
