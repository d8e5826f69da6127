import type { Role } from '@contract/roles';
import type { User } from '@contract/types';
import type { PreloadedState } from '@/store/store';
import { db } from '../mocks/db';
import { buildCompleteUser } from '../mocks/fixtures';

/** A signed-in account with this role: its user, and the preloaded state of its session. */
export function staffSession(role: Role = 'staff'): { user: User; preloadedState: PreloadedState } {
  const user = buildCompleteUser({
    id: `${role}-1`,
    email: `${role}@example.com`,
    name: `Sam ${role}`,
    role,
  });
  const token = db.signIn(user);
  return { user, preloadedState: { auth: { token, user } } as PreloadedState };
}
