import type { AccountDto, AccountListResponse, AccountResponse, MessageResponse } from '../../../shared/api/accounts';
import type { FileUploadResponse } from '../../../shared/api/files';
import type { RoleOption, RoleOptionsResponse } from '../../../shared/api/roles';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';
import { hashPasswordForLogin } from '../../lib/password-hash';

export interface AccountInput {
  username: string;
  name: string;
  surname: string;
  telephone: string;
  mail: string;
  image_id: string;
}

export async function fetchAccounts(): Promise<AccountDto[]> {
  return (await adminRead<AccountListResponse>('accounts/get_all.php')).data;
}

export async function fetchAccount(id: number): Promise<AccountDto> {
  return (await adminRead<AccountResponse>('accounts/get.php', { id })).user;
}

/** Spec §7 accounts/roles/fetch.php (role options for the selects). */
export async function fetchRoleOptions(): Promise<RoleOption[]> {
  return (await adminRead<RoleOptionsResponse>('accounts/roles/fetch.php')).roles;
}

/** Spec §7 accounts/add.php: a form; the password as SHA-256 hex. */
export async function addAccount(input: AccountInput & { role: string; password: string }): Promise<MessageResponse> {
  const password = await hashPasswordForLogin(input.password);
  return apiRequest('accounts/add.php', { form: { ...input, password } });
}

/**
 * Spec §7 accounts/edit.php: roles as a JSON list of names; a blank password keeps the old one. A new
 * password for one's own account goes with the current one.
 */
export async function editAccount(
  input: Partial<AccountInput> & { id: number; roles?: string[]; status?: string; password?: string; currentPassword?: string },
): Promise<MessageResponse> {
  const { roles, password, currentPassword, ...fields } = input;
  const form: Record<string, string | number | undefined> = { ...fields };
  if (roles) form.role = JSON.stringify(roles);
  if (password !== undefined) form.password = password ? await hashPasswordForLogin(password) : '';
  if (password && currentPassword) form.current_password = await hashPasswordForLogin(currentPassword);
  return apiRequest('accounts/edit.php', { form });
}

export function deleteAccount(id: number): Promise<MessageResponse> {
  return apiRequest('accounts/delete.php', { form: { id } });
}

export async function changePassword(userId: number, current: string, next: string): Promise<MessageResponse> {
  const [current_password, new_password] = await Promise.all([hashPasswordForLogin(current), hashPasswordForLogin(next)]);
  return apiRequest('accounts/change_password.php', { form: { current_password, new_password, user_id: userId } });
}

/** Spec §7 files/upload.php with the `avatar` field. */
export async function uploadAvatar(file: File): Promise<number> {
  const body = new FormData();
  body.append('avatar', file);
  return (await apiRequest<FileUploadResponse>('files/upload.php', { body })).file_id;
}

export const displayName = (account: Pick<AccountDto, 'name' | 'surname' | 'username'>) => `${account.name} ${account.surname}`.trim() || account.username;
