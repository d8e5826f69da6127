import { accountStatusRefusal } from '@contract/accountStatusRules';
import type { LearnerRow } from '@contract/types';
import { selectRole } from '@/store/auth/roleSelectors';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * Why the signed-in viewer may not disable or re-enable this account (the server's own rule and
 * message), or undefined when they may.
 */
export function useAccountStatusRefusal(account: Pick<LearnerRow, 'id' | 'role'>) {
  const viewer = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  if (!viewer || !role) return undefined;
  return accountStatusRefusal({ id: viewer.id, role }, account)?.message;
}
