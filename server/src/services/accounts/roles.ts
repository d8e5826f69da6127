import type { Queryable } from '../../db';
import { changeRoleFromCommandLine } from '../../repositories/roleChanges';
import { findRoleByEmail } from '../../repositories/users';
import { normaliseEmail } from './accounts';

import { isRole, type Role } from '@contract/roles';

export { isRole, type Role };

export type RoleChange =
  | { outcome: 'changed' | 'unchanged'; email: string; role: Role }
  | { outcome: 'no-account'; email: string };

/**
 * Gives the account its role (the command line's grant-role and revoke-role), recorded in the audit
 * log; the role is read from the database on every staff or marking call, so it applies at once.
 */
export async function setRole(db: Queryable, rawEmail: string, role: Role): Promise<RoleChange> {
  const email = normaliseEmail(rawEmail);
  const current = await findRoleByEmail(db, email);
  if (!current) return { outcome: 'no-account', email };
  if (current === role) return { outcome: 'unchanged', email, role };
  const changed = await changeRoleFromCommandLine(db, email, role);
  return { outcome: changed ? 'changed' : 'unchanged', email, role };
}

/** What the command line prints for a change. */
export function describeRoleChange(change: RoleChange): string {
  if (change.outcome === 'no-account') return `No account uses ${change.email}.`;
  if (change.outcome === 'unchanged') return `${change.email} already has the role ${change.role}.`;
  return `${change.email} now has the role ${change.role}; it applies from their next sign-in or token refresh.`;
}
