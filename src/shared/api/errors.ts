import { type Static, type TSchema, Type } from 'typebox';

/**
 * Every error the API answers with: a stable code for programs, a German message for people. Some errors
 * carry more (e.g. `remaining` when sold out, `box_office` at the door), so further fields are allowed:
 * they come from the error itself, never from a database row.
 */
export const ApiErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.String({ description: 'Stabiler Fehlercode für Programme, z. B. VALIDATION oder FORBIDDEN.' }),
    message: Type.String({ description: 'Deutsche Meldung für Menschen.' }),
    /** Field-level hints for forms, keyed by field name. */
    fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Hinweise je Formularfeld.' })),
    retryAfter: Type.Optional(Type.Integer({ description: 'Sekunden bis zum nächsten Versuch (bei 429).' })),
  },
  { additionalProperties: true, description: 'Fehlerantwort' },
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** The plain success answer of calls that only change something. */
export const MessageResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** A route's answers: its success body for 200, and the shared error body for every 4xx and 5xx. */
export function answers<T extends TSchema>(ok: T) {
  const described = { description: 'Erfolgreiche Antwort', ...ok } as T;
  return { 200: described, '4xx': ApiErrorBody, '5xx': ApiErrorBody };
}

/** Answers of a call whose success is a file or text, not JSON (PDF, CSV, image, mail). */
export function fileAnswers(contentType: string, description: string) {
  return {
    200: Type.Unsafe<unknown>({ description, content: { [contentType]: { schema: { type: 'string', format: 'binary' } } } }),
    '4xx': ApiErrorBody,
    '5xx': ApiErrorBody,
  };
}
