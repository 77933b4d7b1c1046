/**
 * PayPal says nothing (yet) of what a verified event reports: the event is answered non-2xx and not stored
 * as processed, so PayPal delivers it again and it takes effect once PayPal confirms it.
 */
export class WebhookUnconfirmed extends Error {}
