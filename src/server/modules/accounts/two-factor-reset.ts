import { MessageResponse, answers } from '../../../shared/api/errors.js';
import { ResetRequest } from '../../../shared/api/two-factor.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { forbidden, notFound } from '../../domain-errors.js';
import { guard, sessionOf } from '../../http/guard.js';
import { removeTwoFactor } from '../auth/index.js';
import type { SessionUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { assertMayChangeCredentials } from './account-policy.js';
import { findAccount, lockAccountChanges } from './accounts.repository.js';

/**
 * USERS_EDIT: a lost phone. The user signs in with the password alone, or enrols anew if the shop
 * requires it. Issue 38: only for someone of a lower rank, never for oneself (disable.php takes a code).
 */
export async function resetForUser(ctx: AppContext, caller: SessionUser, request: { address: string; requestId: string }, userId: number) {
  if (userId === caller.userId) {
    throw forbidden('Die eigene Zwei-Faktor-Anmeldung schaltest du im Profil mit einem Code aus.', 'OWN_TWO_FACTOR');
  }
  const removed = await ctx.db.transaction().execute(async (trx) => {
    await lockAccountChanges(trx);
    if (!(await findAccount(trx, userId))) throw notFound('Benutzer nicht gefunden.', 'USER_NOT_FOUND');
    await assertMayChangeCredentials(trx, caller, userId);
    const done = await removeTwoFactor(trx, userId);
    if (done) {
      await recordAudit(trx, {
        userId: caller.userId,
        username: caller.username,
        address: request.address,
        requestId: request.requestId,
        action: 'two_factor.reset',
        subject: `user:${userId}`,
      });
    }
    return done;
  });
  return {
    success: true as const,
    message: removed ? 'Die Zwei-Faktor-Anmeldung des Benutzers ist zurückgesetzt.' : 'Für diesen Benutzer war keine Zwei-Faktor-Anmeldung eingerichtet.',
  };
}

export async function twoFactorResetRoute(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/accounts/two_factor/reset.php',
    {
      schema: {
        summary: 'Zwei-Faktor-Anmeldung zurücksetzen',
        description: 'Für einen Benutzer mit niedrigerem Rang, der sein Telefon verloren hat; nie für sich selbst. Berechtigung USERS_EDIT.',
        tags: ['Anmeldung'],
        'x-credential': 'two_factor',
        body: ResetRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'USERS_EDIT'),
    },
    (request) => resetForUser(ctx, sessionOf(request), { address: request.ip, requestId: request.id }, request.body.user_id),
  );
}
