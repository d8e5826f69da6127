import { STAFF_ROLES, type Role } from '@contract/roles';
import type { RootState } from '../rootReducer';
import { selectUser } from './authSlice';

/** The signed-in account's role, or null for a visitor (an older stored user counts as a learner). */
export const selectRole = (state: RootState): Role | null => {
  const user = selectUser(state);
  return user ? (user.role ?? 'learner') : null;
};

/** Staff and admins may open the staff console. */
export const selectIsStaff = (state: RootState): boolean => {
  const role = selectRole(state);
  return role !== null && STAFF_ROLES.includes(role);
};

export const selectIsAdmin = (state: RootState): boolean => selectRole(state) === 'admin';
