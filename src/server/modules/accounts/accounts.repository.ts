import type { Db } from '../../db/database.js';

export async function findAccount(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'surname', 'telephone', 'mail', 'image_id', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const roles = await db.selectFrom('user_roles').select('role_name').where('user_id', '=', userId).orderBy('role_name').execute();
  return { ...user, roles: roles.map((role) => role.role_name) };
}
