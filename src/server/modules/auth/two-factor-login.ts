import type { EnrolmentResponse, RecoveryCodesResponse } from '../../../shared/api/two-factor.js';
import type { AppContext } from '../../http/context.js';
import { DomainError } from '../../domain-errors.js';
import { tokenHash } from '../../http/tokens.js';
import { startSession } from './auth.service.js';
import type { ChallengeKind } from './auth.table.js';
import * as repo from './two-factor.repository.js';
import { checkCode, codeUnderThrottle, confirmEnrolment, startEnrolment } from './two-factor.service.js';
import { noteAudit } from '../audit/index.js';

const expired = () =>
  new DomainError('unauthenticated', 'CHALLENGE_EXPIRED', 'Die Anmeldung ist abgelaufen. Bitte melde dich erneut mit Benutzername und Passwort an.');

/** The half-finished sign-in a challenge names, if it is still open, of the kind asked for, for an active account. */
async function openChallengeOf(ctx: AppContext, challenge: string, kind: ChallengeKind) {
  const row = await repo.findChallenge(ctx.db, tokenHash(challenge));
  if (!row || row.kind !== kind || row.ended_at || row.expires_at.getTime() <= ctx.now().getTime()) throw expired();
  if (row.status !== 'active') throw new DomainError('forbidden', 'ACCOUNT_INACTIVE', 'Dein Account ist nicht aktiv.');
  return row;
}

async function finish(ctx: AppContext, row: { id: number; user_id: number; kiosk: boolean }): Promise<string> {
  if (!(await repo.endChallenge(ctx.db, row.id, ctx.now()))) throw expired();
  return startSession(ctx, row.user_id, row.kiosk);
}

/** Second step of a sign-in: the authenticator's code (or a recovery code) gives the session. */
export async function verifyChallengeCode(ctx: AppContext, challenge: string, code: string, address: string): Promise<string> {
  const row = await openChallengeOf(ctx, challenge, 'code');
  noteAudit({ user: { id: row.user_id, name: row.username } });
  await codeUnderThrottle(ctx, row.user_id, address, () => checkCode(ctx, row.user_id, code));
  return finish(ctx, row);
}

/** The shop requires 2FA and this account has none: its sign-in shows the QR code first. */
export async function enrolChallenge(ctx: AppContext, challenge: string): Promise<EnrolmentResponse> {
  const row = await openChallengeOf(ctx, challenge, 'enrol');
  return startEnrolment(ctx, row.user_id, row.username);
}

/** The app's first code finishes both the enrolment and the sign-in. */
export async function confirmChallengeEnrolment(
  ctx: AppContext,
  challenge: string,
  code: string,
  address: string,
  requestId: string,
): Promise<RecoveryCodesResponse> {
  const row = await openChallengeOf(ctx, challenge, 'enrol');
  noteAudit({ user: { id: row.user_id, name: row.username } });
  const confirmed = await confirmEnrolment(ctx, { userId: row.user_id, username: row.username, address, requestId }, code);
  return { ...confirmed, session_token: await finish(ctx, row) };
}
