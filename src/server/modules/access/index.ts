// What the rest of the server uses of the access module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export type { ApiKeysTable, WebhookDeliveriesTable, WebhookSecretsTable } from './access.table.js';
export { authenticateApiKey, currentKey } from './api-keys.service.js';
export { startWebhookWorker } from './webhook-worker.js';
