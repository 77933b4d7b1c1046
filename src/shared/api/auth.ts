import { type Static, Type } from 'typebox';

export const LoginRequest = Type.Object({
  user: Type.String({ minLength: 1, maxLength: 200 }),
  /** SHA-256 hex of the password (spec §5). */
  auth: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
  /** The original client sends role 'admin'; it is accepted and ignored. */
  role: Type.Optional(Type.String({ maxLength: 50 })),
});
export type LoginRequest = Static<typeof LoginRequest>;

export interface LoginResponse {
  success: true;
  message: string;
  session_token: string;
}

export interface CheckSessionResponse {
  success: true;
  valid: true;
  user: string;
  user_id: number;
}

export const SessionTokenQuery = Type.Object({ session_token: Type.Optional(Type.String({ maxLength: 200 })) });

export interface PermissionsResponse {
  success: true;
  message: string;
  permissions: Array<{ permission_key: string }>;
}
