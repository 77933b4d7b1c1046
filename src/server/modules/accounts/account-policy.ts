import { ADMIN } from '../../../shared/domain/permissions.js';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, invalid } from '../../domain-errors.js';
import type { SessionUser } from '../auth/index.js';
import * as repo from './accounts.repository.js';

/**
 * Who may change whom. ADMIN may do anything but lock the shop out of its last administrator.
 * Everyone else acts only on people and roles up to their own rank and never hands out ADMIN,
 * so USERS_EDIT cannot be turned into more rights than its holder has.
 */
export interface Rank {
  admin: boolean;
  hierarchy: number;
}

export async function rankOfRoles(db: Db, roleNames: string[]): Promise<Rank> {
  const roles = await repo.rolesWithRank(db, roleNames);
  return {
    admin: roles.some((role) => Boolean(role.carries_admin)),
    hierarchy: Math.max(0, ...roles.map((role) => role.hierarchy)),
  };
}

export async function rankOfUser(db: Db, userId: number): Promise<Rank> {
  return rankOfRoles(db, await repo.roleNamesOfUser(db, userId));
}

export async function callerRank(db: Db, caller: SessionUser): Promise<Rank> {
  const rank = await rankOfUser(db, caller.userId);
  return { ...rank, admin: caller.permissions.includes(ADMIN) };
}

const outranks = (target: Rank, caller: Rank) => !caller.admin && (target.admin || target.hierarchy > caller.hierarchy);

export async function assertMayManageUser(db: Db, caller: SessionUser, targetId: number): Promise<void> {
  if (outranks(await rankOfUser(db, targetId), await callerRank(db, caller))) {
    throw forbidden('Sie dürfen keine Benutzer mit höheren Rechten als Ihren eigenen ändern.', 'OUTRANKED');
  }
}

/**
 * Issue 38: someone else's credentials (password, second factor, sessions, API keys) only from a strictly
 * higher rank. ADMIN may act on anyone, other administrators too: there is no higher rank to turn to
 * when an administrator loses the phone. One's own credentials take their own routes, with a code.
 */
export async function assertMayChangeCredentials(db: Db, caller: SessionUser, targetId: number): Promise<void> {
  if (targetId === caller.userId) {
    throw forbidden('Die eigenen Anmeldedaten änderst du nur selbst, mit deinem Passwort oder Code.', 'OWN_CREDENTIALS');
  }
  const target = await rankOfUser(db, targetId);
  const rank = await callerRank(db, caller);
  if (!rank.admin && (target.admin || target.hierarchy >= rank.hierarchy)) {
    throw forbidden('Sie dürfen die Anmeldedaten von Benutzern mit gleichen oder höheren Rechten nicht ändern.', 'OUTRANKED');
  }
}

/** Checks the names exist and that the caller may hand them out. */
export async function assertMayAssignRoles(db: Db, caller: SessionUser, roleNames: string[]): Promise<void> {
  const found = await repo.rolesWithRank(db, roleNames);
  const unknown = roleNames.filter((name) => !found.some((role) => role.name === name));
  if (unknown.length) throw invalid(`Unbekannte Rolle: ${unknown.join(', ')}.`, 'UNKNOWN_ROLE');
  const rank = await callerRank(db, caller);
  if (found.some((role) => outranks({ admin: Boolean(role.carries_admin), hierarchy: role.hierarchy }, rank))) {
    throw forbidden('Sie dürfen keine Rolle mit höheren Rechten als Ihren eigenen vergeben.', 'OUTRANKED');
  }
}

/** Run inside the transaction after the change: the shop keeps at least one active administrator. */
export async function assertAdminRemains(db: Db): Promise<void> {
  if ((await repo.countActiveAdmins(db)) < 1) {
    throw conflict('Der letzte aktive Administrator kann nicht entfernt, gesperrt oder herabgestuft werden.', 'LAST_ADMIN');
  }
}
