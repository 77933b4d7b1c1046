import type { ApiErrorBody } from '../../shared/api/errors';
import { type ApiPath, isApiPath, sendsSession } from '../../shared/api/route-access';
import { readAuthUser } from './auth-storage';
import { reportNetworkFailure } from './connectivity';

/** The API's base prefix (spec §7 "configured base prefix"). */
export const API_BASE = ((import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/').replace(/\/?$/, '/');

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: Partial<ApiErrorBody> & Record<string, unknown>,
  ) {
    super(message);
  }
  get offline(): boolean {
    return this.code === 'OFFLINE';
  }
}

/** A read that failed offline with nothing stored and waits in the queue (lib/offline/admin-reads.ts). */
export function isQueuedRead(error: unknown): boolean {
  return error instanceof ApiError && error.offline && (error as { queued?: boolean }).queued === true;
}

export const OFFLINE_MESSAGE = 'Keine Verbindung zum Server. Bitte prüfe die Internetverbindung.';
/** A change cannot wait in a queue (it could clash with others); the form keeps what was typed. */
export const OFFLINE_WRITE_MESSAGE =
  'Sie sind offline. Die Änderung wurde nicht gespeichert – Ihre Eingaben bleiben erhalten. Bitte speichern Sie erneut, sobald die Verbindung zurück ist.';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string | number | null | undefined>;
  body?: FormData;
  /**
   * A token to send instead of the stored session, for a call about that very token (check_session.php
   * checks one before it is stored; the sign-out outbox ends an older one). Whether a call carries a
   * session at all is the route's contract (shared/api/route-access.ts), never the caller's choice.
   */
  session?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

const sessionRefusedListeners = new Set<(token: string) => void>();

/** Calls back when the server refuses the stored session (401: expired, banned, signed out elsewhere). */
export function onSessionRefused(listener: (token: string) => void): () => void {
  sessionRefusedListeners.add(listener);
  return () => sessionRefusedListeners.delete(listener);
}

function checkSessionRefused(status: number, token: string | undefined): void {
  // Only the session this device holds; a late answer for an older one changes nothing.
  if (status !== 401 || !token || token !== readAuthUser()?.session) return;
  for (const listener of sessionRefusedListeners) listener(token);
}

/** The Bearer token a call to `path` sends: the route's contract decides, the caller may only name which session. */
function tokenFor(path: ApiPath, override: string | undefined): string | undefined {
  if (!isApiPath(path)) throw new Error(`api-client: ${path} is no call of the API (shared/api/route-access.ts)`);
  const stored = readAuthUser()?.session;
  if (!sendsSession(path, Boolean(override ?? stored))) {
    if (override) throw new Error(`api-client: ${path} is public and takes no session`);
    return undefined;
  }
  return override ?? stored;
}

/** An address of the API, e.g. for an image or a link; the browser opens it without a session. */
export function apiUrl(path: ApiPath, query?: RequestOptions['query']): string {
  if (!isApiPath(path)) throw new Error(`api-client: ${path} is no call of the API (shared/api/route-access.ts)`);
  const url = `${API_BASE}${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** A request's headers and body: the session's Bearer token, and JSON, form fields or a raw body. */
function requestParts(
  path: ApiPath,
  options: RequestOptions,
  headers: Record<string, string>,
): { headers: Record<string, string>; body?: BodyInit; token?: string } {
  const token = tokenFor(path, options.session);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    return { headers, body: JSON.stringify(options.json), token };
  }
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) form.set(key, value == null ? '' : String(value));
    return { headers, body: form.toString(), token };
  }
  return { headers, body: options.body, token };
}

/** The one place the client talks to the server: prefix, Bearer header, errors as `ApiError`. */
export async function apiRequest<T>(path: ApiPath, options: RequestOptions = {}): Promise<T> {
  const { headers, body, token } = requestParts(path, options, { Accept: 'application/json', ...options.headers });

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportNetworkFailure();
    const write = (options.method ?? (body ? 'POST' : 'GET')) !== 'GET';
    throw new ApiError(0, 'OFFLINE', write ? OFFLINE_WRITE_MESSAGE : OFFLINE_MESSAGE);
  }

  // No success report here: the service worker may have answered from its cache. The probe decides.
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    checkSessionRefused(response.status, token);
    const errorBody = (data && typeof data === 'object' ? data : {}) as ApiError['body'];
    const message = typeof errorBody?.message === 'string' ? errorBody.message : `Response status: ${response.status}`;
    console.error(`Response status: ${response.status}`, path);
    throw new ApiError(response.status, typeof errorBody?.code === 'string' ? errorBody.code : 'HTTP_ERROR', message, errorBody);
  }
  return data as T;
}

/** A file from the API (CSV export, PDF preview): the same prefix, session and errors, the body as a Blob. */
export async function apiDownload(path: ApiPath, options: RequestOptions = {}): Promise<Blob> {
  const { headers, body, token } = requestParts(path, options, {});
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
  }
  if (!response.ok) {
    checkSessionRefused(response.status, token);
    const data = (await response.json().catch(() => ({}))) as ApiError['body'];
    const message = typeof data?.message === 'string' ? data.message : `Response status: ${response.status}`;
    throw new ApiError(response.status, typeof data?.code === 'string' ? data.code : 'HTTP_ERROR', message, data);
  }
  return response.blob();
}

/**
 * A server-sent event stream from the API, read with fetch so the session goes as a Bearer header
 * (EventSource cannot send one, and a token in the URL would end up in logs). Calls `onEvent` per event
 * and resolves when the server ends the stream; aborting `signal` ends it from here.
 */
export async function apiEventStream(
  path: ApiPath,
  onEvent: (name: string, data: string) => void,
  options: Pick<RequestOptions, 'query' | 'session' | 'signal'> = {},
): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = tokenFor(path, options.session);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { headers, signal: options.signal, cache: 'no-store' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
  }
  if (!response.ok || !response.body) {
    // A door whose session ended hears it here first: the app signs out and shows the sign-in.
    checkSessionRefused(response.status, token);
    const data = (await response.json().catch(() => ({}))) as ApiError['body'];
    throw new ApiError(
      response.status,
      typeof data?.code === 'string' ? data.code : 'HTTP_ERROR',
      typeof data?.message === 'string' ? data.message : `Response status: ${response.status}`,
      data,
    );
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true });
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) onEvent(name, data.join('\n'));
    }
  }
}
