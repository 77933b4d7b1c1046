import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { formatRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '../../../shared/domain/two-factor.js';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 seconds. */
const PERIOD_S = 30;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function enrolmentOf(secret: string, username: string, issuer: string) {
  const uri = totpOf(secret, username, issuer).toString();
  return { secret, otpauth_uri: uri, qr_code: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, scale: 5 }) };
}

/**
 * The 30-second step a code belongs to, or null. One step either side is accepted, for a phone whose
 * clock is a little off; the caller refuses a step it has seen before, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Ten codes of 80 random bits each; only their SHA-256 is stored (80 bits need no slow hash). */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => [...randomBytes(16)].map((byte) => BASE32[byte % 32]).join(''));
  return { codes: codes.map(formatRecoveryCode), hashes: codes.map(recoveryCodeHash) };
}

export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
