import type { Queryable } from '../../db';
import { findRoleByEmail, updateRoleByEmail } from '../../repositories/users';
import { normaliseEmail } from './accounts';

import { isRole, type Role } from '@contract/roles';

export { isRole, type Role };

export type RoleChange =
  | { outcome: 'changed' | 'unchanged'; email: string; role: Role }
  | { outcome: 'no-account'; email: string };

/** Gives the account its role; it applies from the person's next sign-in or token refresh. */
export async function setRole(db: Queryable, rawEmail: string, role: Role): Promise<RoleChange> {
  const email = normaliseEmail(rawEmail);
  const current = await findRoleByEmail(db, email);
  if (!current) return { outcome: 'no-account', email };
  if (current === role) return { outcome: 'unchanged', email, role };
  await updateRoleByEmail(db, email, role);
  return { outcome: 'changed', email, role };
}

/** What the command line prints for a change. */
export function describeRoleChange(change: RoleChange): string {
  if (change.outcome === 'no-account') return `No account uses ${change.email}.`;
  if (change.outcome === 'unchanged') return `${change.email} already has the role ${change.role}.`;
  return `${change.email} now has the role ${change.role}; it applies from their next sign-in or token refresh.`;
}
