import type { FastifyInstance } from 'fastify';
import {
  AccountAddForm,
  AccountDeleteForm,
  AccountEditForm,
  AccountIdQuery,
  ChangePasswordForm,
} from '../../../shared/api/accounts.js';
import { SessionTokenQuery } from '../../../shared/api/auth.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as accounts from './accounts.service.js';

/** Reading one account serves the list, the edit and the delete screens. */
const READ_ONE = ['USERS_VIEW', 'USERS_EDIT', 'USERS_DELETE'] as const;

// Guards run onRequest: a caller without a session or key learns nothing, not even which input is valid.
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/accounts/get_by_session.php',
    { schema: { querystring: SessionTokenQuery }, onRequest: guard(ctx) },
    async (request) => ({ success: true, message: 'OK', data: await accounts.accountById(ctx, sessionOf(request).userId) }),
  );

  app.get('/accounts/get_all.php', { onRequest: guard(ctx, 'USERS_VIEW') }, async () => ({
    success: true,
    message: 'OK',
    data: await accounts.allAccounts(ctx),
  }));

  app.get('/accounts/get.php', { schema: { querystring: AccountIdQuery }, onRequest: guard(ctx, READ_ONE) }, async (request) => {
    const { id } = request.query as AccountIdQuery;
    return { success: true, message: 'OK', user: await accounts.accountById(ctx, id) };
  });

  app.post('/accounts/add.php', { schema: { body: AccountAddForm }, onRequest: guard(ctx, 'USERS_ADD') }, async (request) => {
    const id = await accounts.addAccount(ctx, sessionOf(request), request.body as AccountAddForm);
    return { success: true, message: 'Benutzer wurde angelegt.', id };
  });

  // Own profile needs no key; the service checks USERS_EDIT for everyone else's account.
  app.post('/accounts/edit.php', { schema: { body: AccountEditForm }, onRequest: guard(ctx) }, async (request) => {
    await accounts.editAccount(ctx, sessionOf(request), request.body as AccountEditForm, request.ip);
    return { success: true, message: 'Daten erfolgreich gespeichert!' };
  });

  app.post('/accounts/delete.php', { schema: { body: AccountDeleteForm }, onRequest: guard(ctx, 'USERS_DELETE') }, async (request) => {
    await accounts.deleteAccount(ctx, sessionOf(request), (request.body as AccountDeleteForm).id);
    return { success: true, message: 'Benutzer wurde gelöscht.' };
  });

  app.post('/accounts/change_password.php', { schema: { body: ChangePasswordForm }, onRequest: guard(ctx) }, async (request) => {
    await accounts.changePassword(ctx, sessionOf(request), request.body as ChangePasswordForm, request.ip);
    return { success: true, message: 'Passwort erfolgreich geändert!' };
  });
}
