import { type Static, Type } from 'typebox';
import { MessageResponse } from './errors.js';

export { MessageResponse };

export const USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export type UserStatusValue = (typeof USER_STATUSES)[number];

/** Spec §2 user edit: status labels. */
export const STATUS_LABELS: Record<UserStatusValue, string> = { active: 'Aktiv', inactive: 'Inaktiv', banned: 'Gesperrt' };

const UserStatus = Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('banned')]);

const text = (max: number) => Type.String({ maxLength: max });
const passwordHash = Type.String({ pattern: '^([0-9a-fA-F]{64})?$' });

export const AccountIdQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type AccountIdQuery = Static<typeof AccountIdQuery>;

/** Spec §7 accounts/add.php, a form. `role` is one role name (a JSON list of names is accepted too). */
/** The person behind an account, as the add and edit forms send it. */
const personFields = {
  name: text(100),
  surname: text(100),
  telephone: text(50),
  mail: text(200),
  image_id: Type.Optional(text(12)),
  role: Type.Optional(text(2000)),
};

export const AccountAddForm = Type.Object({ username: text(100), ...personFields, password: passwordHash });
export type AccountAddForm = Static<typeof AccountAddForm>;

/**
 * Spec §7 accounts/edit.php, a form. `role` is a JSON list of names in the admin edit; fields left out
 * stay as they are, so the own profile sends only its fields. A blank password keeps the old one.
 * A new password for one's own account needs `current_password` (SHA-256 hex), as change_password.php.
 */
export const AccountEditForm = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  username: Type.Optional(text(100)),
  ...personFields,
  status: Type.Optional(UserStatus),
  password: Type.Optional(passwordHash),
  current_password: Type.Optional(passwordHash),
});
export type AccountEditForm = Static<typeof AccountEditForm>;

export const AccountDeleteForm = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type AccountDeleteForm = Static<typeof AccountDeleteForm>;

/** Spec §7 accounts/change_password.php: both passwords as SHA-256 hex. */
export const ChangePasswordForm = Type.Object({
  current_password: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
  new_password: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type ChangePasswordForm = Static<typeof ChangePasswordForm>;

/** Spec §3 User, as the API returns it: never with a password hash or a session. */
export const AccountDto = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer({ description: 'Wie id (Schreibweise der Spezifikation).' }),
  username: Type.String(),
  name: Type.String({ description: 'Vorname' }),
  surname: Type.String({ description: 'Nachname' }),
  telephone: Type.String(),
  mail: Type.String(),
  image_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Profilbild (files/download.php?id=…)' }),
  roles: Type.Array(Type.String(), { description: 'Rollennamen, höchste zuerst' }),
  role: Type.String({ description: 'Die höchste Rolle' }),
  status: UserStatus,
});
export type AccountDto = Static<typeof AccountDto>;

export const AccountListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Array(AccountDto) });
export type AccountListResponse = Static<typeof AccountListResponse>;

export const AccountResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), user: AccountDto });
export type AccountResponse = Static<typeof AccountResponse>;

/** accounts/get_by_session.php: the signed-in user's own account, under `data`. */
export const OwnAccountResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: AccountDto });
export type OwnAccountResponse = Static<typeof OwnAccountResponse>;

export const AccountAddResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), id: Type.Integer() });
export type AccountAddResponse = Static<typeof AccountAddResponse>;
