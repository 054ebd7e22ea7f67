import type { Executor } from '../../db/schema.ts';
import { toBool } from '../../db/values.ts';
import type { AccountReader } from '../../lib/account-states.ts';
import { findAdminById } from '../admin-auth/admins.repository.ts';
import { findUserById } from './users.repository.ts';

/**
 * What a token is checked against: an admin's token version, activity and role, or a visitor's token
 * version and whether they verified.
 */
export function accountReader(db: Executor): AccountReader {
  return async (role, id) => {
    if (role === 'admin') {
      const admin = await findAdminById(db, id);
      return (
        admin && {
          tokenVersion: admin.token_version,
          active: toBool(admin.active),
          adminRole: admin.role === 'editor' ? 'editor' : 'owner',
        }
      );
    }
    const user = await findUserById(db, id);
    return user && { tokenVersion: user.token_version, active: Boolean(user.email_verified_at) };
  };
}
