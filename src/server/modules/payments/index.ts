// What the rest of the server uses of the payments module; everything else in this folder is its own.
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export type { PaymentUniversesTable, ProviderKind, TestProviderOrdersTable, WebhookEventsTable } from './payments.table.js';
export { PayPalProvider, captureIdOfRefund } from './paypal-provider.js';
export { ProviderError, eurosToCentsStrict } from './provider.js';
export type { CreateProviderOrder, PaymentProvider, ProviderCapture, ProviderDispute, ProviderOrder, ProviderRefund, WebhookDelivery } from './provider.js';
export { activeUniverse, checkoutUniverse, providerFor, providerForOrder, universeById } from './providers.js';
export type { PaymentProviders } from './providers.js';
export { universeName } from './universes.repository.js';
