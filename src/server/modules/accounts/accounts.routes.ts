import {
  AccountAddForm,
  AccountAddResponse,
  AccountDeleteForm,
  AccountEditForm,
  AccountIdQuery,
  AccountListResponse,
  AccountResponse,
  ChangePasswordForm,
  OwnAccountResponse,
} from '../../../shared/api/accounts.js';
import { SessionTokenQuery } from '../../../shared/api/auth.js';
import { answers, MessageResponse } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import { JSON_OR_FORM } from '../../http/openapi-document.js';
import * as accounts from './accounts.service.js';
import { twoFactorResetRoute } from './two-factor-reset.js';

/** Reading one account serves the list, the edit and the delete screens. */
const READ_ONE = ['USERS_VIEW', 'USERS_EDIT', 'USERS_DELETE'] as const;
const tags = ['Benutzer'];

// Guards run onRequest: a caller without a session or key learns nothing, not even which input is valid.
export async function accountsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/accounts/get_by_session.php',
    {
      schema: {
        summary: 'Eigenes Konto',
        description: 'Das Konto des angemeldeten Benutzers (Profil).',
        tags,
        querystring: SessionTokenQuery,
        response: answers(OwnAccountResponse),
      },
      onRequest: guard(ctx),
    },
    async (request) => ({ success: true as const, message: 'OK', data: await accounts.accountById(ctx, sessionOf(request).userId) }),
  );

  app.get(
    '/accounts/get_all.php',
    {
      schema: { summary: 'Alle Benutzer', description: 'Liste aller Benutzerkonten. Berechtigung USERS_VIEW.', tags, response: answers(AccountListResponse) },
      onRequest: guard(ctx, 'USERS_VIEW'),
    },
    async () => ({ success: true as const, message: 'OK', data: await accounts.allAccounts(ctx) }),
  );

  app.get(
    '/accounts/get.php',
    {
      schema: {
        summary: 'Ein Benutzer',
        description: 'Ein Benutzerkonto nach id. Berechtigung USERS_VIEW, USERS_EDIT oder USERS_DELETE.',
        tags,
        querystring: AccountIdQuery,
        response: answers(AccountResponse),
      },
      onRequest: guard(ctx, READ_ONE),
    },
    async (request) => {
      const { id } = request.query;
      return { success: true as const, message: 'OK', user: await accounts.accountById(ctx, id) };
    },
  );

  app.post(
    '/accounts/add.php',
    {
      schema: {
        'x-credential': 'none',
        summary: 'Benutzer anlegen',
        description: 'Legt ein Benutzerkonto an (Formular); das Passwort kommt als SHA-256-Hex. Berechtigung USERS_ADD.',
        tags,
        body: AccountAddForm,
        consumes: JSON_OR_FORM,
        response: answers(AccountAddResponse),
      },
      onRequest: guard(ctx, 'USERS_ADD'),
    },
    async (request) => {
      const id = await accounts.addAccount(ctx, sessionOf(request), request.body);
      return { success: true as const, message: 'Benutzer wurde angelegt.', id };
    },
  );

  // Own profile needs no key; the service checks USERS_EDIT for everyone else's account.
  app.post(
    '/accounts/edit.php',
    {
      schema: {
        'x-credential': 'password',
        'x-secret-check': { secrets: ['password'], target: 'account' },
        summary: 'Benutzer bearbeiten',
        description: 'Speichert ein Konto. Das eigene Profil braucht keine Berechtigung, fremde Konten USERS_EDIT.',
        tags,
        body: AccountEditForm,
        consumes: JSON_OR_FORM,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx),
    },
    async (request) => {
      await accounts.editAccount(ctx, sessionOf(request), request.body, request.ip);
      return { success: true as const, message: 'Daten erfolgreich gespeichert!' };
    },
  );

  app.post(
    '/accounts/delete.php',
    {
      schema: {
        'x-credential': 'sessions',
        summary: 'Benutzer löschen',
        description: 'Löscht ein Benutzerkonto. Berechtigung USERS_DELETE.',
        tags,
        body: AccountDeleteForm,
        consumes: JSON_OR_FORM,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'USERS_DELETE'),
    },
    async (request) => {
      await accounts.deleteAccount(ctx, sessionOf(request), request.body.id);
      return { success: true as const, message: 'Benutzer wurde gelöscht.' };
    },
  );

  app.post(
    '/accounts/change_password.php',
    {
      schema: {
        'x-credential': 'password',
        'x-secret-check': { secrets: ['password'], target: 'account' },
        summary: 'Passwort ändern',
        description: 'Ändert das Passwort; altes und neues Passwort als SHA-256-Hex.',
        tags,
        body: ChangePasswordForm,
        consumes: JSON_OR_FORM,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx),
    },
    async (request) => {
      await accounts.changePassword(ctx, sessionOf(request), request.body, request.ip);
      return { success: true as const, message: 'Passwort erfolgreich geändert!' };
    },
  );

  await twoFactorResetRoute(app, ctx);
}
