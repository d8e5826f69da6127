import type { Role } from '@contract/roles';
import { setRole } from '../../src/services/roles';
import type { TestContext } from './testApp';
import { signUpAndIn, uniqueEmail, type SignedIn } from './users';

/** A signed-in account with the given role (the role is read from the database on every call). */
export async function signInAs(t: TestContext, role: Role): Promise<SignedIn> {
  const who = await signUpAndIn(t, uniqueEmail(role));
  if (role !== 'learner') await setRole(t.db, who.user.email, role);
  return { ...who, user: { ...who.user } };
}

/** GET/POST/PUT/DELETE under /api/admin as `who`. */
export function adminCall(t: TestContext, who: SignedIn | undefined) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object) => call('POST', url, payload),
    put: (url: string, payload?: object) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** The audit entries about one thing, newest first. */
export async function auditOf(t: TestContext, entity: string, entityId: string) {
  const result = await t.db.query<{ action: string; before: unknown; after: unknown; actor_email: string }>(
    `SELECT action, before, after, actor_email FROM audit_log
     WHERE entity = $1 AND entity_id = $2 ORDER BY id DESC`,
    [entity, entityId],
  );
  return result.rows;
}
