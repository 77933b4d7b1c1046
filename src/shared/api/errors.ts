/** Every error the API answers with: a stable code for programs, a German message for people. */
export interface ApiErrorBody {
  success: false;
  code: string;
  message: string;
  /** Field-level hints for forms, keyed by field name. */
  fields?: Record<string, string>;
}
