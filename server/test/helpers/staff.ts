import type { Role } from '@contract/roles';
import { setRole } from '../../src/services/accounts/roles';
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
  const result = await t.db.query<{
    action: string;
    before: unknown;
    after: unknown;
    actor_email: string;
  }>(
    `SELECT action, before, after, actor_email FROM audit_log
     WHERE entity = $1 AND entity_id = $2 ORDER BY id DESC`,
    [entity, entityId],
  );
  return result.rows;
}

/** A paid order of one course and its purchase, written directly (the checkout is tested elsewhere). */
export async function grantPurchase(
  t: TestContext,
  userId: string,
  courseId: string,
  price = 1000,
  paidAt = new Date(),
): Promise<string> {
  const order = await t.db.query<{ id: string }>(
    `INSERT INTO orders (user_id, status, subtotal, total_price, cart_fingerprint, created_at, paid_at)
     VALUES ($1, 'paid', $2, $2, 'test', $3, $3) RETURNING id`,
    [userId, price, paidAt.toISOString()],
  );
  const orderId = order.rows[0]!.id;
  await t.db.query(
    `INSERT INTO order_items (order_id, course_id, title, thumbnail, price, position)
     SELECT $1, id, title, thumbnail, $3, 0 FROM courses WHERE id = $2`,
    [orderId, courseId, price],
  );
  await t.db.query(
    `INSERT INTO purchases (user_id, course_id, order_id, price, purchased_at) VALUES ($1, $2, $3, $4, $5)`,
    [userId, courseId, orderId, price, paidAt.toISOString()],
  );
  return orderId;
}
