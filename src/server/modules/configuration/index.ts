// What the rest of the server uses of the configuration module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { currentConfig, readConfigValue, recordLastBackup } from './configuration.service.js';
export type { SettingsTable } from './configuration.table.js';
export { readOrderSettings } from './order-settings.js';
export type { OrderSettings } from './order-settings.js';
