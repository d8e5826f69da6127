import { CANNOT_MANAGE_OWN_ACCOUNT, ONLY_ADMINS_MANAGE_STAFF } from './messages/admin';
import type { Role } from './roles';

interface Account {
  id: string;
  role: Role;
}

export interface AccountStatusRefusal {
  status: 403 | 409;
  message: string;
}

/**
 * Who may disable or re-enable whose account, one rule for both: staff manage learners only;
 * admins manage every account, staff and admins included, except their own. Undefined when the
 * viewer may; otherwise why not (the server's answer, and what the console shows instead of the
 * button).
 */
export function accountStatusRefusal(
  viewer: Account,
  target: Account,
): AccountStatusRefusal | undefined {
  const mayManage =
    viewer.role === 'admin' || (viewer.role === 'staff' && target.role === 'learner');
  if (!mayManage) return { status: 403, message: ONLY_ADMINS_MANAGE_STAFF };
  if (viewer.id === target.id) return { status: 409, message: CANNOT_MANAGE_OWN_ACCOUNT };
  return undefined;
}
