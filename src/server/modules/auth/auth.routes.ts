import { Type } from 'typebox';
import {
  CheckSessionResponse,
  LoginRequest,
  LoginResponse,
  LoginSecondStepResponse,
  PermissionsResponse,
  SessionTokenQuery,
} from '../../../shared/api/auth.js';
import { answers, MessageResponse } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import { blockedAddressHook } from '../../http/ip-block.js';
import * as auth from './auth.service.js';
import { twoFactorRoutes } from './two-factor.routes.js';

const tags = ['Anmeldung'];

export async function authRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/auth/login.php',
    {
      schema: {
        'x-credential': 'sessions',
        'x-secret-check': { secrets: ['password'], target: 'account' },
        summary: 'Anmelden',
        description:
          'Meldet mit Benutzername und SHA-256-Hex des Passworts an und gibt das Sitzungstoken zurück. Fehlversuche werden gebremst (429). Mit Zwei-Faktor-Anmeldung folgt statt des Tokens ein zweiter Schritt (two_factor, challenge).',
        tags,
        body: LoginRequest,
        response: answers(Type.Union([LoginResponse, LoginSecondStepResponse])),
      },
      // Not onRequest: the OpenAPI document reads an onRequest hook as "needs a session".
      preValidation: blockedAddressHook(ctx),
    },
    async (request) => {
      const body = request.body;
      const outcome = await auth.login(ctx, body.user, body.auth, request.ip, body.device === 'kiosk');
      if ('token' in outcome) return { success: true as const, message: 'Login erfolgreich', session_token: outcome.token };
      const message = outcome.twoFactor === 'code' ? 'Bitte gib den Code aus deiner Authenticator-App ein.' : 'Bitte richte die Zwei-Faktor-Anmeldung ein.';
      return { success: true as const, message, two_factor: outcome.twoFactor, challenge: outcome.challenge };
    },
  );

  app.post(
    '/auth/check_session.php',
    {
      schema: {
        'x-credential': 'none',
        summary: 'Sitzung prüfen',
        description: 'Prüft, ob das Sitzungstoken noch gilt, und nennt den Benutzer.',
        tags,
        response: answers(CheckSessionResponse),
      },
      onRequest: guard(ctx),
    },
    async (request) => {
      const session = sessionOf(request);
      return { success: true as const, valid: true as const, user: session.username, user_id: session.userId };
    },
  );

  app.post(
    '/auth/logout.php',
    {
      schema: {
        'x-credential': 'sessions',
        summary: 'Abmelden',
        description: 'Beendet die Sitzung; das Token gilt danach nicht mehr.',
        tags,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx),
    },
    async (request) => {
      await auth.logout(ctx, sessionOf(request));
      return { success: true as const, message: 'Abgemeldet' };
    },
  );

  app.get(
    '/accounts/permissions/check_all.php',
    {
      schema: {
        summary: 'Eigene Berechtigungen',
        description: 'Alle Berechtigungsschlüssel des angemeldeten Benutzers.',
        tags,
        querystring: SessionTokenQuery,
        response: answers(PermissionsResponse),
      },
      onRequest: guard(ctx),
    },
    async (request) => ({
      success: true as const,
      message: 'OK',
      permissions: sessionOf(request).permissions.map((permission_key) => ({ permission_key })),
    }),
  );

  await twoFactorRoutes(app, ctx);
}
