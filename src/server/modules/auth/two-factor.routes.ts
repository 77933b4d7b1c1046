import { answers, MessageResponse } from '../../../shared/api/errors.js';
import {
  ChallengeCodeRequest,
  ChallengeRequest,
  CodeRequest,
  EnrolmentResponse,
  RecoveryCodesResponse,
  SessionResponse,
  TwoFactorStatusResponse,
} from '../../../shared/api/two-factor.js';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import { blockedAddressHook } from '../../http/ip-block.js';
import { confirmChallengeEnrolment, enrolChallenge, verifyChallengeCode } from './two-factor-login.js';
import * as twoFactor from './two-factor.service.js';

const tags = ['Anmeldung'];

const actorOf = (request: FastifyRequest): twoFactor.Actor => {
  const session = sessionOf(request);
  return { userId: session.userId, username: session.username, address: request.ip, requestId: request.id };
};

/** Issue 31: the second step of a sign-in (no session yet: the challenge names it) and the own authenticator. */
export async function twoFactorRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  const blocked = blockedAddressHook(ctx);

  app.post(
    '/auth/two_factor/verify.php',
    {
      schema: {
        'x-credential': 'sessions',
        'x-secret-check': { secrets: ['totp', 'recovery_code'], target: 'account' },
        summary: 'Anmeldung: Code prüfen',
        description:
          'Zweiter Schritt der Anmeldung: Code der Authenticator-App oder ein Wiederherstellungscode. Falsche Codes werden wie falsche Passwörter gebremst (429).',
        tags,
        body: ChallengeCodeRequest,
        response: answers(SessionResponse),
      },
      preValidation: blocked,
    },
    async (request) => ({
      success: true as const,
      message: 'Login erfolgreich',
      session_token: await verifyChallengeCode(ctx, request.body.challenge, request.body.code, request.ip),
    }),
  );

  app.post(
    '/auth/two_factor/enrol.php',
    {
      schema: {
        'x-credential': 'two_factor',
        summary: 'Anmeldung: Authenticator einrichten',
        description: 'Verlangt die Konfiguration Zwei-Faktor-Anmeldung und hat das Konto noch keine: neues Geheimnis als QR-Code.',
        tags,
        body: ChallengeRequest,
        response: answers(EnrolmentResponse),
      },
      preValidation: blocked,
    },
    (request) => enrolChallenge(ctx, request.body.challenge),
  );

  app.post(
    '/auth/two_factor/confirm.php',
    {
      schema: {
        'x-credential': 'two_factor',
        'x-secret-check': { secrets: ['totp'], target: 'account' },
        summary: 'Anmeldung: Einrichtung bestätigen',
        description: 'Der erste Code der App bestätigt die Einrichtung; Antwort: Wiederherstellungscodes (nur jetzt sichtbar) und das Sitzungstoken.',
        tags,
        body: ChallengeCodeRequest,
        response: answers(RecoveryCodesResponse),
      },
      preValidation: blocked,
    },
    (request) => confirmChallengeEnrolment(ctx, request.body.challenge, request.body.code, request.ip, request.id),
  );

  app.get(
    '/accounts/two_factor/status.php',
    {
      schema: {
        summary: 'Eigene Zwei-Faktor-Anmeldung',
        description: 'Eingerichtet, verlangt, übrige Wiederherstellungscodes.',
        tags,
        response: answers(TwoFactorStatusResponse),
      },
      onRequest: guard(ctx),
    },
    (request) => twoFactor.status(ctx, sessionOf(request).userId),
  );

  app.post(
    '/accounts/two_factor/enrol.php',
    {
      schema: {
        'x-credential': 'two_factor',
        summary: 'Authenticator einrichten',
        description: 'Neues Geheimnis für das eigene Konto als QR-Code; gilt erst nach confirm.php.',
        tags,
        response: answers(EnrolmentResponse),
      },
      onRequest: guard(ctx),
    },
    (request) => twoFactor.startEnrolment(ctx, sessionOf(request).userId, sessionOf(request).username),
  );

  app.post(
    '/accounts/two_factor/confirm.php',
    {
      schema: {
        'x-credential': 'two_factor',
        'x-secret-check': { secrets: ['totp'], target: 'account' },
        summary: 'Einrichtung bestätigen',
        description: 'Der erste Code der App; Antwort: Wiederherstellungscodes, nur jetzt sichtbar.',
        tags,
        body: CodeRequest,
        response: answers(RecoveryCodesResponse),
      },
      onRequest: guard(ctx),
    },
    (request) => twoFactor.confirmEnrolment(ctx, actorOf(request), request.body.code),
  );

  app.post(
    '/accounts/two_factor/recovery_codes.php',
    {
      schema: {
        'x-credential': 'recovery_codes',
        'x-secret-check': { secrets: ['totp', 'recovery_code'], target: 'account' },
        summary: 'Neue Wiederherstellungscodes',
        description: 'Ersetzt die Wiederherstellungscodes nach einem gültigen Code.',
        tags,
        body: CodeRequest,
        response: answers(RecoveryCodesResponse),
      },
      onRequest: guard(ctx),
    },
    (request) => twoFactor.renewRecoveryCodes(ctx, actorOf(request), request.body.code),
  );

  app.post(
    '/accounts/two_factor/disable.php',
    {
      schema: {
        'x-credential': 'two_factor',
        'x-secret-check': { secrets: ['totp', 'recovery_code'], target: 'account' },
        summary: 'Zwei-Faktor-Anmeldung ausschalten',
        description: 'Nach einem gültigen Code, solange die Konfiguration sie nicht verlangt.',
        tags,
        body: CodeRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx),
    },
    (request) => twoFactor.disableOwn(ctx, actorOf(request), request.body.code),
  );
}
