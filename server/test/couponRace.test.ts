import type { LightMyRequestResponse } from 'fastify';
import type {
  CartResponse,
  CreateOrderResponse,
  PaymentResult,
  PaymentSession,
} from '@contract/types';
import { createTestApp, type TestContext } from './helpers/testApp';
import { addToCart, initiate, setBilling, testCheckout, verifyPayment } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator, so a failing mix can be run again as it was. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe('coupon uses under concurrent order changes', () => {
  it.each([1, 2, 3, 4, 5, 6])(
    '50 concurrent create / apply / replace / remove / cancel / pay calls (mix %i) leave used_count equal to the orders holding the coupon',
    async (seed) => {
      const code = `MIX${seed}`;
      await t.db.query(
        `INSERT INTO coupons (code, kind, amount, max_uses, used_count) VALUES ($1, 'flat', 50, 3, 0)`,
        [code],
      );
      const learners = await Promise.all(Array.from({ length: 5 }, () => signUpAndIn(t)));
      const courses = (await t.db.query<{ id: string }>('SELECT id FROM courses ORDER BY id')).rows;
      const latestOrder = new Map<string, string>();
      const pick = seeded(seed);
      for (const who of learners) {
        await addToCart(t, who, courses[pick(courses.length)].id);
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/orders/create',
          headers: who.auth,
        });
        latestOrder.set(who.user.id, created.json<CreateOrderResponse>().orderId);
      }

      // Each call acts on the learner's order as the cart reports it at that moment, as the SPA does.
      const activeOrder = async (who: SignedIn) =>
        (
          await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.auth })
        ).json<CartResponse>().cart.activeOrderId ?? latestOrder.get(who.user.id)!;
      const calls: ((who: SignedIn) => Promise<unknown>)[] = [
        // A changed cart makes create cancel the pending order (giving its coupon back).
        async (who) => {
          await addToCart(t, who, courses[pick(courses.length)].id);
          const created = await t.app.inject({
            method: 'POST',
            url: '/api/orders/create',
            headers: who.auth,
          });
          if (created.statusCode === 201)
            latestOrder.set(who.user.id, created.json<CreateOrderResponse>().orderId);
          return created;
        },
        async (who) =>
          t.app.inject({
            method: 'POST',
            url: '/api/orders/apply-coupon',
            headers: who.auth,
            payload: { orderId: await activeOrder(who), couponCode: code },
          }),
        async (who) =>
          t.app.inject({
            method: 'POST',
            url: `/api/orders/${await activeOrder(who)}/cancel`,
            headers: who.auth,
          }),
        // Replacing the coupon (by the same code) and removing it give the use back first.
        async (who) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/orders/${await activeOrder(who)}/coupon`,
            headers: who.auth,
            payload: { couponCode: code },
          }),
        async (who) =>
          t.app.inject({
            method: 'DELETE',
            url: `/api/orders/${await activeOrder(who)}/coupon`,
            headers: who.auth,
          }),
        async (who) => {
          const orderId = await activeOrder(who);
          await setBilling(t, who, orderId);
          const session = await initiate(t, who, orderId);
          if (session.statusCode !== 200) return session;
          const { razorpayOrderId } = session.json<PaymentSession>();
          const result = await testCheckout(t, who, razorpayOrderId);
          return verifyPayment(t, who, orderId, result.json<PaymentResult>());
        },
      ];
      // Weighted towards the calls that race on one order: create and the coupon's changes.
      const mix = [0, 0, 0, 1, 1, 1, 1, 2, 5, 5, 3, 3, 4, 4];
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => {
          const who = learners[pick(learners.length)];
          const call = calls[mix[pick(mix.length)]];
          return call(who) as Promise<LightMyRequestResponse | undefined>;
        }),
      );
      expect(answers.filter((answer) => answer && answer.statusCode >= 500)).toEqual([]);
      const counts = await t.db.query<{ used: number; holding: number; max: number }>(
        `SELECT c.used_count AS used, c.max_uses AS max,
           (SELECT count(*)::int FROM orders o WHERE o.coupon_code = c.code AND o.status IN ('pending', 'paid')) AS holding
         FROM coupons c WHERE c.code = $1`,
        [code],
      );
      const { used, holding, max } = counts.rows[0];
      expect(used).toBe(holding);
      expect(used).toBeLessThanOrEqual(max);
    },
  );
});
