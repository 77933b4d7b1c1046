import { type Static, Type } from 'typebox';
import { DbId } from './numbers.js';

/** Issue 31: the second step of a sign-in, and the own profile's authenticator. */
export const ChallengeRequest = Type.Object({
  challenge: Type.String({ minLength: 10, maxLength: 100, description: 'Aus der Antwort von auth/login.php' }),
});
export type ChallengeRequest = Static<typeof ChallengeRequest>;

export const CodeField = Type.String({ minLength: 6, maxLength: 40, description: 'Sechsstelliger Code der Authenticator-App oder ein Wiederherstellungscode' });

export const ChallengeCodeRequest = Type.Object({
  challenge: ChallengeRequest.properties.challenge,
  code: CodeField,
});
export type ChallengeCodeRequest = Static<typeof ChallengeCodeRequest>;

export const CodeRequest = Type.Object({ code: CodeField });
export type CodeRequest = Static<typeof CodeRequest>;

export const EnrolmentResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Base32, for typing into the app by hand. */
  secret: Type.String(),
  otpauth_uri: Type.String(),
  /** The otpauth URI as a QR code (PNG data URL). */
  qr_code: Type.String(),
});
export type EnrolmentResponse = Static<typeof EnrolmentResponse>;

export const RecoveryCodesResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Shown once: only their hashes are kept. */
  recovery_codes: Type.Array(Type.String()),
  /** Set when the confirmation finished a sign-in. */
  session_token: Type.Optional(Type.String()),
});
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

export const SessionResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  session_token: Type.String(),
});

export const TwoFactorStatusResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  enabled: Type.Boolean(),
  /** The configuration asks every staff member for a second factor. */
  required: Type.Boolean(),
  recovery_codes_left: Type.Integer(),
});
export type TwoFactorStatusResponse = Static<typeof TwoFactorStatusResponse>;

export const ResetRequest = Type.Object({ user_id: DbId() });
