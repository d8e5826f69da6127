import {
  consoleAreas,
  SENIOR_MARKING_ROLES,
  STAFF_ROLES,
  type ConsoleArea,
  type Role,
} from '@contract/roles';
import type { RootState } from '../rootReducer';
import { selectUser } from './authSlice';

/** The signed-in account's role, or null for a visitor (an older stored user counts as a learner). */
export const selectRole = (state: RootState): Role | null => {
  const user = selectUser(state);
  return user ? (user.role ?? 'learner') : null;
};

/** Staff and admins may open the console's staff pages (courses, learners, orders…). */
export const selectIsStaff = (state: RootState): boolean => {
  const role = selectRole(state);
  return role !== null && STAFF_ROLES.includes(role);
};

export const selectIsAdmin = (state: RootState): boolean => selectRole(state) === 'admin';

const NO_AREAS: ConsoleArea[] = [];
const AREAS = new Map<Role, ConsoleArea[]>();

/** The parts of the console this account opens (none for a learner or a visitor). */
export const selectConsoleAreas = (state: RootState): readonly ConsoleArea[] => {
  const role = selectRole(state);
  if (!role) return NO_AREAS;
  // One array per role, so a selector's answer stays the same object between renders.
  if (!AREAS.has(role)) AREAS.set(role, consoleAreas(role));
  return AREAS.get(role)!;
};

/** Staff, admins and evaluators open the console (each sees only their own areas). */
export const selectMayOpenConsole = (state: RootState): boolean =>
  selectConsoleAreas(state).length > 0;

/** Senior evaluators and admins decide between two marks and mark re-marks. */
export const selectIsSeniorMarker = (state: RootState): boolean => {
  const role = selectRole(state);
  return role !== null && SENIOR_MARKING_ROLES.includes(role);
};
