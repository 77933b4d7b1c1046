import { type Static, Type } from 'typebox';

export const LoginRequest = Type.Object({
  user: Type.String({ minLength: 1, maxLength: 200 }),
  /** SHA-256 hex of the password (spec §5). */
  auth: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
  /** The original client sends role 'admin'; it is accepted and ignored. */
  role: Type.Optional(Type.String({ maxLength: 50 })),
  /** 'kiosk': the door's sign-in, which lasts the evening (issue 31). */
  device: Type.Optional(Type.Union([Type.Literal('kiosk'), Type.Literal('admin')])),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  session_token: Type.String({ description: 'Sitzungstoken für „Authorization: Bearer …“' }),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** The password was right and a second step follows (issue 31): no session yet. */
export const LoginSecondStepResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** 'code': send the authenticator's code; 'enrol': the shop requires 2FA, set it up first. */
  two_factor: Type.Union([Type.Literal('code'), Type.Literal('enrol')]),
  /** Names this half-finished sign-in in the second step; valid 10 minutes. */
  challenge: Type.String(),
});
export type LoginSecondStepResponse = Static<typeof LoginSecondStepResponse>;

export const CheckSessionResponse = Type.Object({
  success: Type.Literal(true),
  valid: Type.Literal(true),
  user: Type.String({ description: 'Benutzername' }),
  user_id: Type.Integer(),
});
export type CheckSessionResponse = Static<typeof CheckSessionResponse>;

export const SessionTokenQuery = Type.Object({
  session_token: Type.Optional(Type.String({ maxLength: 200, description: 'Das Sitzungstoken im Link statt im Authorization-Header (Spec §7).' })),
});

export const PermissionsResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  permissions: Type.Array(Type.Object({ permission_key: Type.String() })),
});
export type PermissionsResponse = Static<typeof PermissionsResponse>;
