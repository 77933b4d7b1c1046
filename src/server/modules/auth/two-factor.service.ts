import type { EnrolmentResponse, RecoveryCodesResponse, TwoFactorStatusResponse } from '../../../shared/api/two-factor.js';
import { DEFAULT_SHOP_NAME } from '../../../shared/domain/shop-config-fields.js';
import { CHALLENGE_MS, isRecoveryCodeShape, isTotpShape } from '../../../shared/domain/two-factor.js';
import type { AppContext } from '../../http/context.js';
import { conflict, DomainError } from '../../domain-errors.js';
import { newToken, tokenHash } from '../../http/tokens.js';
import { recordAudit } from '../audit/index.js';
import type { ChallengeKind } from './auth.table.js';
import { throttledCheck } from './secret-throttle.js';
import { enrolmentOf, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './totp.js';
import * as repo from './two-factor.repository.js';

/** Who did it, from where: what the audit log keeps of a 2FA change (never a secret or code). */
export interface Actor {
  userId: number;
  username: string;
  address: string;
  requestId: string;
}

/**
 * A code check under the throttle (issue 38): wrong codes count per /64 for this account, per /64 overall
 * (with wrong passwords) and per account from everywhere, whether at sign-in or behind a session.
 */
export async function codeUnderThrottle<T>(ctx: AppContext, userId: number, address: string, check: () => Promise<T | undefined>): Promise<T> {
  const result = await throttledCheck(ctx, { kind: 'code', address, target: String(userId) }, check, ['INVALID_CODE']);
  if (result === undefined) throw wrongCode();
  return result;
}

export const wrongCode = () =>
  new DomainError(
    'unauthenticated',
    'INVALID_CODE',
    'Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner Authenticator-App oder einen unbenutzten Wiederherstellungscode ein.',
  );

/** Configuration "Zwei-Faktor-Anmeldung für Admins": every staff account needs a second factor. */
export async function twoFactorRequired(ctx: AppContext): Promise<boolean> {
  return (await repo.readSetting(ctx.db, 'admin_two_factor')) === true;
}

/** Which second step a sign-in with the right password takes, if any. */
export async function secondStepOf(ctx: AppContext, userId: number): Promise<ChallengeKind | undefined> {
  const own = await repo.findTwoFactor(ctx.db, userId);
  if (own?.confirmed_at) return 'code';
  return (await twoFactorRequired(ctx)) ? 'enrol' : undefined;
}

export async function openChallenge(ctx: AppContext, userId: number, kind: ChallengeKind, kiosk: boolean): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await repo.pruneChallenges(ctx.db, new Date(now.getTime() - CHALLENGE_MS));
  await repo.insertChallenge(ctx.db, { token_hash: tokenHash(token), user_id: userId, kind, kiosk, expires_at: new Date(now.getTime() + CHALLENGE_MS) });
  return token;
}

/**
 * A current authenticator code (each step once) or an unused recovery code (each once). Answers which
 * one matched, or undefined. The caller applies the sign-in throttle around it.
 */
export async function checkCode(ctx: AppContext, userId: number, code: string): Promise<'totp' | 'recovery' | undefined> {
  const own = await repo.findTwoFactor(ctx.db, userId);
  if (!own?.confirmed_at) return undefined;
  const now = ctx.now();
  if (isTotpShape(code)) {
    const step = totpStep(own.secret, code, now);
    return step !== null && (await repo.acceptStep(ctx.db, userId, step, now, false)) ? 'totp' : undefined;
  }
  if (isRecoveryCodeShape(code)) return (await repo.spendRecoveryCode(ctx.db, userId, recoveryCodeHash(code), now)) ? 'recovery' : undefined;
  return undefined;
}

async function issuer(ctx: AppContext): Promise<string> {
  const name = await repo.readSetting(ctx.db, 'shop_name');
  return typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_SHOP_NAME;
}

/** A new secret for the app, as QR code and text; it counts only once a code from the app confirms it. */
export async function startEnrolment(ctx: AppContext, userId: number, username: string): Promise<EnrolmentResponse> {
  const secret = newTotpSecret();
  if (!(await repo.savePendingSecret(ctx.db, userId, secret))) {
    throw conflict('Die Zwei-Faktor-Anmeldung ist schon eingerichtet.', 'TWO_FACTOR_ENABLED');
  }
  return {
    success: true,
    message: 'Scanne den QR-Code mit deiner Authenticator-App und gib dann den angezeigten Code ein.',
    ...(await enrolmentOf(secret, username, await issuer(ctx))),
  };
}

/** The app's first code confirms the secret; the recovery codes are made now and shown this once. */
export async function confirmEnrolment(ctx: AppContext, actor: Actor, code: string): Promise<RecoveryCodesResponse> {
  return codeUnderThrottle(ctx, actor.userId, actor.address, () => confirmPending(ctx, actor, code));
}

async function confirmPending(ctx: AppContext, actor: Actor, code: string): Promise<RecoveryCodesResponse> {
  const own = await repo.findTwoFactor(ctx.db, actor.userId);
  if (!own) throw conflict('Starte die Einrichtung bitte zuerst, dann erscheint der QR-Code.', 'TWO_FACTOR_NOT_STARTED');
  if (own.confirmed_at) throw conflict('Die Zwei-Faktor-Anmeldung ist schon eingerichtet.', 'TWO_FACTOR_ENABLED');
  const now = ctx.now();
  const step = isTotpShape(code) ? totpStep(own.secret, code, now) : null;
  if (step === null) throw wrongCode();
  const { codes, hashes } = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.acceptStep(trx, actor.userId, step, now, true))) throw wrongCode();
    await repo.replaceRecoveryCodes(trx, actor.userId, hashes);
    await recordAudit(trx, { ...audited(actor), action: 'two_factor.enrol', subject: `user:${actor.userId}` });
  });
  return { success: true, message: 'Die Zwei-Faktor-Anmeldung ist eingerichtet. Bewahre die Wiederherstellungscodes sicher auf.', recovery_codes: codes };
}

const audited = (actor: Actor) => ({ userId: actor.userId, username: actor.username, address: actor.address, requestId: actor.requestId });

export async function status(ctx: AppContext, userId: number): Promise<TwoFactorStatusResponse> {
  const own = await repo.findTwoFactor(ctx.db, userId);
  return {
    success: true,
    message: 'OK',
    enabled: Boolean(own?.confirmed_at),
    required: await twoFactorRequired(ctx),
    recovery_codes_left: own?.confirmed_at ? await repo.recoveryCodesLeft(ctx.db, userId) : 0,
  };
}

/** New recovery codes for the old ones (after a current code), e.g. when most are used. */
export async function renewRecoveryCodes(ctx: AppContext, actor: Actor, code: string): Promise<RecoveryCodesResponse> {
  await codeUnderThrottle(ctx, actor.userId, actor.address, () => checkCode(ctx, actor.userId, code));
  const { codes, hashes } = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.replaceRecoveryCodes(trx, actor.userId, hashes);
    await recordAudit(trx, { ...audited(actor), action: 'two_factor.recovery_codes', subject: `user:${actor.userId}` });
  });
  return { success: true, message: 'Neue Wiederherstellungscodes erstellt; die alten gelten nicht mehr.', recovery_codes: codes };
}

/** Turns one's own 2FA off (with a current code) while the shop does not require it. */
export async function disableOwn(ctx: AppContext, actor: Actor, code: string) {
  if (await twoFactorRequired(ctx)) {
    throw conflict('Die Konfiguration verlangt die Zwei-Faktor-Anmeldung; du kannst sie nicht abschalten.', 'TWO_FACTOR_REQUIRED');
  }
  await codeUnderThrottle(ctx, actor.userId, actor.address, () => checkCode(ctx, actor.userId, code));
  await ctx.db.transaction().execute(async (trx) => {
    await repo.removeTwoFactor(trx, actor.userId);
    await recordAudit(trx, { ...audited(actor), action: 'two_factor.disable', subject: `user:${actor.userId}` });
  });
  return { success: true as const, message: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.' };
}
