import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * PayPal's published OpenAPI documents (../shared/paypal-openapi beside the repository, as the
 * developers' guide and CI lay it) as a checker for what the PayPal stand-in answers: each answer must validate
 * against its documented schema, and may carry no property the documents do not describe (the schemas
 * themselves leave objects open, so invented fields would pass a plain validation unnoticed).
 */
const DOCUMENTS = {
  orders: 'checkout_orders_v2.json',
  payments: 'payments_payment_v2.json',
  webhooks: 'notifications_webhooks_v1.json',
  disputes: 'customer_disputes_v1.json',
} as const;
export type PayPalDocument = keyof typeof DOCUMENTS;

type Schema = { [key: string]: unknown; $ref?: string; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: boolean | Schema };

const documents = Object.fromEntries(
  Object.entries(DOCUMENTS).map(([name, file]) => [name, JSON.parse(readFileSync(new URL(`../../../shared/paypal-openapi/${file}`, import.meta.url), 'utf8'))]),
) as Record<PayPalDocument, Schema>;

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;
// OpenAPI 3.0 keywords (example, discriminator, x-…) are not JSON Schema: strict off ignores them; nullable is built in.
// PayPal's patterns are written for non-unicode regular expressions (an e-mail pattern is invalid under /u).
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false, unicodeRegExp: false });
addFormats(ajv);
for (const [name, document] of Object.entries(documents)) ajv.addSchema(document, name);

const compiled = new Map<string, ValidateFunction>();
function validatorFor(document: PayPalDocument, schema: string): ValidateFunction {
  const key = `${document}#/components/schemas/${schema}`;
  let validate = compiled.get(key);
  if (!validate) {
    if (!(documents[document].components as { schemas: Record<string, unknown> }).schemas[schema])
      throw new Error(`${DOCUMENTS[document]} has no schema ${schema}`);
    validate = ajv.compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}

/** Follows a local "#/components/…" reference inside one document. */
function resolve(document: Schema, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 50; hops++) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<Schema>((node, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Schema, document);
  }
  return current;
}

/** The schema and every allOf/anyOf/oneOf branch that may describe the same value. */
function branches(document: Schema, schema: Schema, out: Schema[] = []): Schema[] {
  const resolved = resolve(document, schema);
  if (out.includes(resolved)) return out;
  out.push(resolved);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) for (const sub of (resolved[keyword] as Schema[] | undefined) ?? []) branches(document, sub, out);
  return out;
}

/** Paths of the properties in `value` that no branch of `schema` documents. */
function undocumented(document: Schema, schema: Schema, value: unknown, path: string, found: string[]): string[] {
  const all = branches(document, schema);
  if (Array.isArray(value)) {
    const items = all.map((s) => s.items).filter((s): s is Schema => Boolean(s));
    if (items.length) for (const [index, item] of value.entries()) undocumented(document, { allOf: items }, item, `${path}[${index}]`, found);
    return found;
  }
  if (!value || typeof value !== 'object') return found;
  const properties = new Map<string, Schema[]>();
  let open = false;
  for (const s of all) {
    for (const [name, sub] of Object.entries(s.properties ?? {})) properties.set(name, [...(properties.get(name) ?? []), sub]);
    if (s.additionalProperties === true || (s.additionalProperties && typeof s.additionalProperties === 'object')) open = true;
  }
  // A free-form object (no properties named anywhere) documents nothing to compare with.
  if (!properties.size) return found;
  for (const [name, child] of Object.entries(value)) {
    const subs = properties.get(name);
    if (subs) undocumented(document, { allOf: subs }, child, `${path}.${name}`, found);
    else if (!open) found.push(`${path}.${name}`);
  }
  return found;
}

/** Why `value` is not what PayPal documents as `schema` (empty when it is). */
export function contractViolations(document: PayPalDocument, schema: string, value: unknown): string[] {
  const validate = validatorFor(document, schema);
  const errors = validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  const extra = undocumented(documents[document], { $ref: `#/components/schemas/${schema}` }, value, '$', []).map(
    (path) => `${path} is not in ${DOCUMENTS[document]}`,
  );
  return [...errors, ...extra];
}

const ROUTES: Array<{ method: string; path: RegExp; document: PayPalDocument; schema: string }> = [
  { method: 'POST', path: /^\/v2\/checkout\/orders$/, document: 'orders', schema: 'order' },
  { method: 'GET', path: /^\/v2\/checkout\/orders\/[^/]+$/, document: 'orders', schema: 'order' },
  { method: 'POST', path: /^\/v2\/checkout\/orders\/[^/]+\/capture$/, document: 'orders', schema: 'order' },
  { method: 'POST', path: /^\/v2\/payments\/captures\/[^/]+\/refund$/, document: 'payments', schema: 'refund' },
  { method: 'GET', path: /^\/v2\/payments\/captures\/[^/]+$/, document: 'payments', schema: 'capture-2' },
  { method: 'GET', path: /^\/v2\/payments\/refunds\/[^/]+$/, document: 'payments', schema: 'refund' },
  { method: 'GET', path: /^\/v1\/customer\/disputes\/[^/]+$/, document: 'disputes', schema: 'dispute' },
  { method: 'POST', path: /^\/v1\/notifications\/verify-webhook-signature$/, document: 'webhooks', schema: 'verify_webhook_signature_response' },
  { method: 'GET', path: /^\/v1\/notifications\/webhooks\/[^/]+$/, document: 'webhooks', schema: 'webhook' },
];

/** The documented schema of a successful answer to this call, or undefined when the documents have none. */
export function answerSchema(method: string, path: string) {
  return ROUTES.find((route) => route.method === method && route.path.test(path));
}

/** The schema a webhook event's resource follows, by its resource_type (PayPal's webhook event reference). */
export const RESOURCE_SCHEMAS: Record<string, { document: PayPalDocument; schema: string }> = {
  'checkout-order': { document: 'orders', schema: 'order' },
  capture: { document: 'payments', schema: 'capture-2' },
  refund: { document: 'payments', schema: 'refund' },
  dispute: { document: 'disputes', schema: 'dispute' },
};
