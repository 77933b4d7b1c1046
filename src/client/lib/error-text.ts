import { ApiError } from './api-client';

/** The spec's text for the failed action, followed by the server's reason when there is one. */
export function errorText(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.message && !error.message.startsWith('Response status')) {
    return `${fallback}: ${error.message}`;
  }
  return fallback;
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.body?.fields ? (error.body.fields as Record<string, string>) : {};
}
