import { expect } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { STAFF_PASSWORD } from '../server/staff-fixtures';
import { codeFor, enrolOwn, getAs, postAs, wrongCodeFor } from './credential-routes';
import { noteSecret, type TestApp } from './test-app';

/** A signed-in staff member: what the scenarios act with and on. */
export interface Person {
  id: number;
  username: string;
  token: string;
}

/**
 * Issue 38, invariant (a): how each route that changes a credential is tried. `onOther` aims the route at
 * someone else's account (the rank matrix checks who may); `onOwn` tries one's own account without the
 * proof the route asks for and asserts nothing changed. Every route the OpenAPI document classifies as
 * changing a credential needs an entry here, so the next one cannot be forgotten.
 */
export interface CredentialScenario {
  /** The permission a caller needs to reach the route at all. */
  permission?: string;
  onOther?: (t: TestApp, caller: Person, target: Person) => Promise<{ statusCode: number; json: () => { code?: string } }>;
  onOwn: (t: TestApp, me: Person) => Promise<void>;
}

const hasTwoFactor = async (t: TestApp, userId: number) =>
  Boolean(await t.db.selectFrom('user_two_factor').select('user_id').where('user_id', '=', userId).executeTakeFirst());
const passwordHashOf = async (t: TestApp, userId: number) =>
  (await t.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;
const profile = { name: 'Vorname', surname: 'Nachname', telephone: '0123', mail: 'person@schule.de' };

/** Own 2FA routes: without a right code nothing about the second factor changes. */
function ownSecondFactorNeedsCode(route: string): CredentialScenario['onOwn'] {
  return async (t, me) => {
    const { secret } = await enrolOwn(t, me.token);
    const codes = await t.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', me.id).execute();
    for (const code of ['', wrongCodeFor(t, secret), 'AAAA-BBBB-CCCC']) {
      expect((await postAs(t, route, { code }, me.token)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await hasTwoFactor(t, me.id)).toBe(true);
    expect(await t.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', me.id).execute()).toEqual(codes);
    // With the code it works: the refusal above was the missing proof, nothing else.
    expect((await postAs(t, route, { code: codeFor(t, secret) }, me.token)).statusCode).toBe(200);
  };
}

export const CREDENTIAL_SCENARIOS: Record<string, CredentialScenario> = {
  'POST /api/auth/login.php': {
    onOwn: async (t, me) => {
      const wrong = await postAs(t, 'auth/login.php', { user: me.username, auth: sha256Hex('falsch') });
      expect(wrong.statusCode).toBe(401);
      // Spec §7: a refused sign-in answers session_token "invalid", never a token.
      expect(wrong.json().session_token).toBe('invalid');
    },
  },
  'POST /api/auth/logout.php': {
    // Ends the caller's own session only: it names no one, and others' sessions stay.
    onOwn: async (t, me) => {
      const other = await postAs(t, 'auth/login.php', { user: me.username, auth: sha256Hex(STAFF_PASSWORD) });
      noteSecret(other.json().session_token);
      expect((await postAs(t, 'auth/logout.php', { user_id: 1 }, me.token)).statusCode).toBe(200);
      expect((await postAs(t, 'auth/check_session.php', {}, other.json().session_token)).statusCode).toBe(200);
      expect((await postAs(t, 'auth/check_session.php', {}, me.token)).statusCode).toBe(401);
    },
  },
  'POST /api/auth/two_factor/verify.php': {
    onOwn: async (t, me) => {
      const { secret } = await enrolOwn(t, me.token);
      const { challenge } = (await postAs(t, 'auth/login.php', { user: me.username, auth: sha256Hex(STAFF_PASSWORD) })).json();
      expect((await postAs(t, 'auth/two_factor/verify.php', { challenge, code: wrongCodeFor(t, secret) })).statusCode).toBe(401);
      expect((await postAs(t, 'auth/two_factor/verify.php', { challenge: 'x'.repeat(43), code: codeFor(t, secret) })).statusCode).toBe(401);
    },
  },
  'POST /api/auth/two_factor/enrol.php': {
    // Only a sign-in's own challenge opens it; a session or a made-up challenge does not.
    onOwn: async (t, me) => {
      expect((await postAs(t, 'auth/two_factor/enrol.php', { challenge: 'x'.repeat(43) }, me.token)).statusCode).toBe(401);
      expect(await hasTwoFactor(t, me.id)).toBe(false);
    },
  },
  'POST /api/auth/two_factor/confirm.php': {
    onOwn: async (t, me) => {
      expect((await postAs(t, 'auth/two_factor/confirm.php', { challenge: 'x'.repeat(43), code: '123456' }, me.token)).statusCode).toBe(401);
      expect(await hasTwoFactor(t, me.id)).toBe(false);
    },
  },
  'POST /api/accounts/two_factor/enrol.php': {
    // A second factor in place is never replaced by a new secret without its code.
    onOwn: async (t, me) => {
      await enrolOwn(t, me.token);
      const before = await t.db.selectFrom('user_two_factor').select('secret').where('user_id', '=', me.id).executeTakeFirstOrThrow();
      expect((await postAs(t, 'accounts/two_factor/enrol.php', {}, me.token)).statusCode).toBe(409);
      expect(await t.db.selectFrom('user_two_factor').select('secret').where('user_id', '=', me.id).executeTakeFirstOrThrow()).toEqual(before);
    },
  },
  'POST /api/accounts/two_factor/confirm.php': {
    onOwn: async (t, me) => {
      expect((await postAs(t, 'accounts/two_factor/enrol.php', {}, me.token)).statusCode).toBe(200);
      expect((await postAs(t, 'accounts/two_factor/confirm.php', { code: '000000' }, me.token)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await getAs(t, 'accounts/two_factor/status.php', me.token)).json().enabled).toBe(false);
    },
  },
  'POST /api/accounts/two_factor/recovery_codes.php': { onOwn: ownSecondFactorNeedsCode('accounts/two_factor/recovery_codes.php') },
  'POST /api/accounts/two_factor/disable.php': { onOwn: ownSecondFactorNeedsCode('accounts/two_factor/disable.php') },
  'POST /api/accounts/two_factor/reset.php': {
    permission: 'USERS_EDIT',
    onOther: (t, caller, target) => postAs(t, 'accounts/two_factor/reset.php', { user_id: target.id }, caller.token),
    onOwn: async (t, me) => {
      await enrolOwn(t, me.token);
      expect((await postAs(t, 'accounts/two_factor/reset.php', { user_id: me.id }, me.token)).statusCode).toBe(403);
      expect(await hasTwoFactor(t, me.id)).toBe(true);
    },
  },
  'POST /api/accounts/change_password.php': {
    onOwn: async (t, me) => {
      const before = await passwordHashOf(t, me.id);
      const wrong = await postAs(
        t,
        'accounts/change_password.php',
        { current_password: sha256Hex('falsch'), new_password: sha256Hex('neues-passwort-1') },
        me.token,
      );
      expect(wrong.statusCode).toBe(400);
      const other = await postAs(
        t,
        'accounts/change_password.php',
        { user_id: 1, current_password: sha256Hex(STAFF_PASSWORD), new_password: sha256Hex('neues-passwort-1') },
        me.token,
      );
      expect(other.statusCode).toBe(403);
      expect(await passwordHashOf(t, me.id)).toBe(before);
    },
  },
  'POST /api/accounts/edit.php': {
    permission: 'USERS_EDIT',
    onOther: (t, caller, target) => postAs(t, 'accounts/edit.php', { id: target.id, ...profile, password: sha256Hex('neues-passwort-1') }, caller.token),
    onOwn: async (t, me) => {
      const before = await passwordHashOf(t, me.id);
      expect((await postAs(t, 'accounts/edit.php', { id: me.id, ...profile, password: sha256Hex('neues-passwort-1') }, me.token)).statusCode).toBe(400);
      expect(await passwordHashOf(t, me.id)).toBe(before);
    },
  },
  'POST /api/accounts/delete.php': {
    permission: 'USERS_DELETE',
    onOther: (t, caller, target) => postAs(t, 'accounts/delete.php', { id: target.id }, caller.token),
    onOwn: async (t, me) => {
      expect((await postAs(t, 'accounts/delete.php', { id: me.id }, me.token)).statusCode).toBe(403);
    },
  },
  'POST /api/api_keys/create.php': {
    // A key is always the caller's own (its rights: invariant c).
    onOwn: async (t, me) => {
      const created = await postAs(t, 'api_keys/create.php', { name: 'Eigener', scope: 'read', created_by: 1 }, me.token);
      if (created.statusCode === 200) noteSecret(created.json().key);
      const rows = await t.db.selectFrom('api_keys').select('created_by').execute();
      expect(rows.every((row) => row.created_by === me.id)).toBe(true);
    },
  },
  'POST /api/api_keys/revoke.php': {
    permission: 'API_MANAGE',
    onOther: async (t, caller, target) => {
      const created = await postAs(t, 'api_keys/create.php', { name: `Schlüssel ${target.username}`, scope: 'read' }, target.token);
      expect(created.statusCode).toBe(200);
      noteSecret(created.json().key);
      return postAs(t, 'api_keys/revoke.php', { id: created.json().item.id }, caller.token);
    },
    onOwn: async (t, me) => {
      const created = await postAs(t, 'api_keys/create.php', { name: 'Eigener', scope: 'read' }, me.token);
      noteSecret(created.json().key);
      expect((await postAs(t, 'api_keys/revoke.php', { id: created.json().item.id }, me.token)).statusCode).toBe(200);
    },
  },
};
