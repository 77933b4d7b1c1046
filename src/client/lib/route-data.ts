import type { ApiPath } from '../../shared/api/route-access';
import type { SsrServices } from '../../shared/api/ssr';
import { ApiError, apiRequest } from './api-client';

/**
 * A route loader's answer: the data, not found, or the error text to show in its place, with the API's
 * status when it refused the request (4xx), so a server-rendered page answers as the API did.
 */
export type Settled<T> = { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'error'; message: string; refusedWith?: number };

/** The HTTP status of a rendered page for its loader's answer: a request the API refused stays a 4xx (issue 29), a 503 a 503. */
export function pageStatus(result: Settled<unknown>): number {
  if (result.status === 'ready') return 200;
  if (result.status === 'not-found') return 404;
  return result.refusedWith ?? 500;
}

/**
 * The API's refusal of a bad request (a 4xx), or its "not now" (503: the database or its disk, issue 52 item
 * 8), which the page passes on with the API's German text; else undefined: the page then failed on its own.
 */
export function refusalStatus(error: unknown): number | undefined {
  return error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503) ? error.status : undefined;
}

/**
 * Route loaders run in the browser and, for the public pages, on the server (entry-server.tsx). There the
 * router's request context carries the server's services instead of the network.
 */
export function serverServices(context: unknown): SsrServices | undefined {
  const services = (context as { ssr?: SsrServices } | null | undefined)?.ssr;
  return services && typeof services.apiGet === 'function' ? services : undefined;
}

/** A GET of the API from a route loader: over the network in the browser, in process on the server. */
export async function loaderGet<T>(context: unknown, path: ApiPath, query: Record<string, string>): Promise<T> {
  const server = serverServices(context);
  if (!server) return apiRequest<T>(path, { query });
  const { status, body } = await server.apiGet(path, query);
  if (status >= 400) {
    const error = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown };
    throw new ApiError(
      status,
      typeof error.code === 'string' ? error.code : 'HTTP_ERROR',
      typeof error.message === 'string' ? error.message : `Response status: ${status}`,
    );
  }
  return body as T;
}
