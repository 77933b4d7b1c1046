import type { AccountAddForm, AccountDto, AccountEditForm, ChangePasswordForm } from '../../../shared/api/accounts.js';
import { validateAccount } from '../../../shared/domain/account-rules.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { Db } from '../../db/database.js';
import type { UserStatus } from './accounts.table.js';
import type { AppContext } from '../../http/context.js';
import { conflict, forbidden, invalid, notFound } from '../../domain-errors.js';
import { checkPassword, type SessionUser, hashPassword } from '../auth/index.js';
import { assertAdminRemains, assertMayAssignRoles, assertMayChangeCredentials, assertMayManageUser } from './account-policy.js';
import * as repo from './accounts.repository.js';
import { diffFields } from '../../../shared/domain/audit-changes.js';
import { noteAudit } from '../audit/index.js';

type AccountRow = NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>;

const toDto = (account: AccountRow): AccountDto => ({
  ...account,
  user_id: account.id,
  status: account.status as UserStatus,
  role: account.roles[0] ?? 'user',
});

/** One's own password changes only with the current one, so a stolen session cannot take the account over. */
async function assertCurrentPassword(ctx: AppContext, caller: SessionUser, currentHash: string | undefined, address: string) {
  if (!currentHash) {
    throw invalid('Zum Ändern des eigenen Passworts ist das aktuelle Passwort nötig.', 'CURRENT_PASSWORD_REQUIRED', {
      fields: { current_password: 'Pflichtfeld' },
    });
  }
  // Checked under the sign-in throttle: a session is no licence to guess the password.
  const user = await checkPassword(ctx, caller.username, currentHash, address);
  if (user?.id !== caller.userId) {
    throw invalid('Das aktuelle Passwort ist falsch.', 'WRONG_PASSWORD', { fields: { current_password: 'Falsches Passwort' } });
  }
}

const userNotFound = () => notFound('Benutzer nicht gefunden.', 'USER_NOT_FOUND');

export async function accountById(ctx: AppContext, userId: number): Promise<AccountDto> {
  const account = await repo.findAccount(ctx.db, userId);
  if (!account) throw userNotFound();
  return toDto(account);
}

export async function allAccounts(ctx: AppContext): Promise<AccountDto[]> {
  return (await repo.listAccounts(ctx.db)).map(toDto);
}

/** `role` arrives as one name or, from the admin edit, as a JSON list of names (spec §7). */
export function parseRoleField(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  if (!trimmed) return [];
  let names: unknown = [trimmed];
  if (trimmed.startsWith('[')) {
    try {
      names = JSON.parse(trimmed);
    } catch {
      throw invalid('Die Rollen sind keine gültige Liste.', 'BAD_ROLES');
    }
  }
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || !name || name.length > 100)) {
    throw invalid('Die Rollen sind keine gültige Liste.', 'BAD_ROLES');
  }
  return [...new Set(names as string[])];
}

function checkFields(form: AccountAddForm | AccountEditForm, requireUsername: boolean): void {
  const fields = validateAccount(form, { requireUsername });
  if (Object.keys(fields).length) {
    throw invalid(Object.values(fields).join(' '), 'VALIDATION', { fields });
  }
}

async function imageId(db: Db, raw: string | undefined): Promise<number | null | undefined> {
  if (raw === undefined) return undefined;
  if (!raw.trim()) return null;
  const id = Number(raw);
  if (!(await repo.fileExists(db, id))) throw invalid('Das Bild wurde nicht gefunden.', 'IMAGE_NOT_FOUND');
  return id;
}

async function assertUsernameFree(db: Db, username: string, ownId?: number): Promise<void> {
  const owner = await repo.findUsernameOwner(db, username);
  if (owner && owner.id !== ownId) throw conflict('Dieser Benutzername ist bereits vergeben.', 'USERNAME_TAKEN');
}

export async function addAccount(ctx: AppContext, caller: SessionUser, form: AccountAddForm): Promise<number> {
  checkFields(form, true);
  if (!form.password) throw invalid('Passwort ist ein Pflichtfeld.', 'VALIDATION', { fields: { password: 'Pflichtfeld' } });
  const roles = parseRoleField(form.role) ?? [];
  const passwordHash = await hashPassword(form.password, ctx.config.argon2);
  return ctx.db.transaction().execute(async (trx) => {
    await repo.lockAccountChanges(trx);
    await assertMayAssignRoles(trx, caller, roles.length ? roles : ['user']);
    await assertUsernameFree(trx, form.username.trim());
    const id = await repo.insertAccount(trx, {
      username: form.username.trim(),
      name: form.name.trim(),
      surname: form.surname.trim(),
      telephone: form.telephone.trim(),
      mail: form.mail.trim(),
      image_id: (await imageId(trx, form.image_id)) ?? null,
      password_hash: passwordHash,
    });
    await repo.setUserRoles(trx, id, roles.length ? roles : ['user']);
    noteAudit({ subject: `user:${id}`, changes: { ...diffFields(null, await repo.findAccount(trx, id)), password: ['[verborgen]', '[verborgen]'] } });
    return id;
  });
}

/**
 * Spec §7 accounts/edit.php. Others' accounts need USERS_EDIT; one's own profile fields need no key,
 * but nobody changes their own roles, status or (without USERS_EDIT) user name, nor their own password
 * without the current one. USERS_EDIT resets others' passwords without theirs.
 */
export async function editAccount(ctx: AppContext, caller: SessionUser, form: AccountEditForm, address: string): Promise<void> {
  const self = form.id === caller.userId;
  const mayEdit = hasPermission(caller.permissions, 'USERS_EDIT');
  if (!self && !mayEdit) throw forbidden();
  checkFields(form, false);
  if (self && form.password) await assertCurrentPassword(ctx, caller, form.current_password, address);
  const roles = parseRoleField(form.role);
  const passwordHash = form.password ? await hashPassword(form.password, ctx.config.argon2) : undefined;

  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockAccountChanges(trx);
    const current = await repo.findAccount(trx, form.id);
    if (!current) throw userNotFound();
    const username = form.username?.trim();
    if (self) {
      const sameRoles = !roles || [...roles].sort().join() === [...current.roles].sort().join();
      if (!sameRoles || (form.status && form.status !== current.status)) {
        throw forbidden('Sie können Ihre eigenen Rollen und Ihren Status nicht ändern.', 'SELF_DEMOTION');
      }
      if (username && username !== current.username && !mayEdit) throw forbidden();
    } else {
      await assertMayManageUser(trx, caller, form.id);
      // A new password or a lock (which ends the sessions) changes credentials: a strictly higher rank only (issue 38).
      if (passwordHash || (form.status && form.status !== current.status)) await assertMayChangeCredentials(trx, caller, form.id);
      if (roles) await assertMayAssignRoles(trx, caller, roles);
    }
    if (username) await assertUsernameFree(trx, username, form.id);
    await repo.updateAccount(
      trx,
      form.id,
      {
        ...(username ? { username } : {}),
        name: form.name.trim(),
        surname: form.surname.trim(),
        telephone: form.telephone.trim(),
        mail: form.mail.trim(),
        ...(form.image_id !== undefined ? { image_id: await imageId(trx, form.image_id) } : {}),
        ...(form.status && !self ? { status: form.status } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      },
      ctx.now(),
    );
    if (roles && !self) await repo.setUserRoles(trx, form.id, roles);
    const after = await repo.findAccount(trx, form.id);
    noteAudit({
      subject: `user:${form.id}`,
      changes: { ...diffFields(current, after), ...(passwordHash ? { password: ['[verborgen]', '[verborgen]'] } : {}) },
    });
    const blocked = form.status && form.status !== 'active';
    // A banned or deactivated user, or one given a new password by someone else, is signed out everywhere.
    if (blocked || (passwordHash && !self)) await repo.endOtherSessions(trx, form.id, undefined, ctx.now());
    else if (passwordHash) await repo.endOtherSessions(trx, form.id, caller.tokenHash, ctx.now());
    await assertAdminRemains(trx);
  });
}

export async function deleteAccount(ctx: AppContext, caller: SessionUser, id: number): Promise<void> {
  if (id === caller.userId) throw forbidden('Sie können Ihren eigenen Account nicht löschen.', 'SELF_DELETE');
  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockAccountChanges(trx);
    const current = await repo.findAccount(trx, id);
    if (!current) throw userNotFound();
    // Deleting an account ends its sessions and its API keys: a strictly higher rank only (issue 38).
    await assertMayChangeCredentials(trx, caller, id);
    await repo.deleteAccount(trx, id, ctx.now());
    noteAudit({ subject: `user:${id}`, changes: diffFields(current, null) });
    await assertAdminRemains(trx);
  });
}

/** Spec §7 accounts/change_password.php: one's own password, with the current one. */
export async function changePassword(ctx: AppContext, caller: SessionUser, form: ChangePasswordForm, address: string): Promise<void> {
  if (form.user_id !== undefined && form.user_id !== caller.userId) {
    throw forbidden('Sie können nur Ihr eigenes Passwort ändern.', 'NOT_OWN_PASSWORD');
  }
  await assertCurrentPassword(ctx, caller, form.current_password, address);
  const passwordHash = await hashPassword(form.new_password, ctx.config.argon2);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateAccount(trx, caller.userId, { password_hash: passwordHash }, ctx.now());
    noteAudit({ subject: `user:${caller.userId}`, changes: { password: ['[verborgen]', '[verborgen]'] } });
    // Other devices signed in with the old password are signed out; this one stays.
    await repo.endOtherSessions(trx, caller.userId, caller.tokenHash, ctx.now());
  });
}
