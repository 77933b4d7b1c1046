import type { AccountDto } from '../../../shared/api/accounts.js';
import type { UserStatus } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/context.js';
import { findAccount } from './accounts.repository.js';

export async function accountById(ctx: AppContext, userId: number): Promise<AccountDto> {
  const account = await findAccount(ctx.db, userId);
  if (!account) throw notFound('Benutzer nicht gefunden.', 'USER_NOT_FOUND');
  return {
    ...account,
    user_id: account.id,
    status: account.status as UserStatus,
    role: account.roles[0] ?? 'user',
  };
}
