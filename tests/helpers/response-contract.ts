import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Every answer a server test sees, held against the OpenAPI document (issue 40): its status must be
 * documented for the call, its content type too, and a JSON body must validate against the documented
 * schema. So a handler cannot drift from the schema the document promises. It checks what was actually
 * sent (after Fastify's serializer), through `app.inject`; nothing of it is in the production code.
 * `tests/helpers/response-contract-setup.ts` fails the test file when any answer did not conform.
 */

type Json = Record<string, unknown>;
interface Media {
  schema?: Json;
}
interface Answer {
  content?: Record<string, Media>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
}

/** What one file's answers showed so far: mismatches found at once, and JSON bodies still to validate. */
const mismatches: string[] = [];
const pending = new Map<string, { contract: ResponseContract; body: JsonBody }>();

/**
 * The mismatches of the answers since the last call, and forgets them. JSON bodies are validated here, not
 * as they arrive: compiling a schema takes tens of milliseconds, which belongs to the file's end and not
 * to a test's time limit.
 */
export function takeMismatches(): string[] {
  for (const { contract, body } of pending.values()) {
    const mismatch = contract.validate(body);
    if (mismatch) mismatches.push(mismatch);
  }
  pending.clear();
  return mismatches.splice(0);
}

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** A JSON answer and where its schema is in the document. */
interface JsonBody {
  call: string;
  pointer: string;
  text: string;
}

/** One validator per schema location, compiled when first needed: a file compiles only what it sees. */
export class ResponseContract {
  // One error is enough to name a drift; collecting all of them makes the validators slower to build.
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, logger: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: ApiDocument) {
    addFormats(this.ajv);
    // OpenAPI's file content ("format: binary") is no JSON format; it only ever describes non-JSON bodies.
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(document as unknown as Json, 'openapi');
  }

  /** Why a JSON answer does not validate against its documented schema, or undefined when it does. */
  validate({ call, pointer, text }: JsonBody): string | undefined {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${call}: kein gültiges JSON`;
    }
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    return `${call}: ${errors.join('; ')}\n  Antwort: ${text.slice(0, 400)}`;
  }
}

/**
 * Every app a test builds (createTestApp → buildApp) registers the same routes, so one document serves all
 * apps of a file, and its validators are compiled once for them.
 */
let shared: ResponseContract | undefined;
const contractOf = (app: FastifyInstance) => {
  shared ??= new ResponseContract(app.swagger() as unknown as ApiDocument);
  return shared;
};
const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** The documented answer for a status: the exact code, else its class (4XX), else default. */
function documentedStatus(responses: Record<string, Answer>, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => responses[key]);
}

/** The documented media type for a sent one: exact, else `image/*`, else `*\/*`. */
function documentedType(content: Record<string, Media>, sent: string): string | undefined {
  return [sent, `${sent.split('/')[0]}/*`, '*/*'].find((key) => content[key]);
}

/** Status and content type against the document: a mismatch at once, or the JSON body to validate. */
function located(contract: ResponseContract, options: InjectOptions | string, response: LightMyRequestResponse): { mismatch?: string; body?: JsonBody } {
  const request = typeof options === 'string' ? { url: options, method: 'GET' } : options;
  const method = String(request.method ?? 'GET').toLowerCase();
  const path = new URL(String(request.url ?? request.path ?? '/'), 'http://test').pathname;
  const operation = contract.document.paths[path]?.[method];
  // Calls the document does not have (unknown addresses, HEAD, the client's files) are not the API's.
  if (!operation) return {};
  const call = `${method.toUpperCase()} ${path} → ${response.statusCode}`;
  const responses = operation.responses ?? {};
  const status = documentedStatus(responses, response.statusCode);
  if (!status) return { mismatch: `${call}: Status nicht dokumentiert (${Object.keys(responses).join(', ')})` };
  const sent = String(response.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const content = responses[status].content;
  if (!sent) return response.rawPayload.length && content ? { mismatch: `${call}: Antwort ohne Content-Type` } : {};
  const type = content ? documentedType(content, sent) : undefined;
  if (!content || !type) return { mismatch: `${call}: Content-Type ${sent} nicht dokumentiert (${Object.keys(content ?? {}).join(', ') || 'kein Inhalt'})` };
  if (sent !== 'application/json' || !content[type].schema) return {};
  return { body: { call, pointer: `/paths/${pointerPart(path)}/${method}/responses/${status}/content/${pointerPart(type)}/schema`, text: response.body } };
}

/** Why an answer does not conform to the document, or undefined when it does. */
export function mismatchOf(contract: ResponseContract, options: InjectOptions | string, response: LightMyRequestResponse): string | undefined {
  const { mismatch, body } = located(contract, options, response);
  return mismatch ?? (body && contract.validate(body));
}

/** Checks every answer of `app.inject` (the promise form the tests use) against the document. */
export function watchResponses(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const watched = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const contract = contractOf(app);
    const { mismatch, body } = located(contract, options, response);
    if (mismatch) mismatches.push(mismatch);
    // The same answer to the same call is validated once (a test that polls sees it many times).
    if (body) pending.set(`${body.pointer}\n${body.text}`, { contract, body });
    return response;
  };
  // Without options inject returns a chain for building the request; that form is left as it is.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined ? (inject as (...args: unknown[]) => unknown)(options, callback) : watched(options)) as typeof app.inject;
}
