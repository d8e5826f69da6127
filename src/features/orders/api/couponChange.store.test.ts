import { COUPON_LOCKED_PAID, couponRemoved } from '@contract/messages/orders';
import { cartApi } from '@/features/cart/api/cartApi';
import { db } from '@/testing/mocks/db';
import { buildCartItem } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { ordersApi } from './ordersApi';

type Store = ReturnType<typeof createSignedInStore>['store'];

const settle = async (store: Store) => {
  await Promise.all(store.dispatch(ordersApi.util.getRunningQueriesThunk()));
  await Promise.all(store.dispatch(ordersApi.util.getRunningMutationsThunk()));
};

const cachedOrder = (store: Store, orderId: string) =>
  ordersApi.endpoints.getOrder.select(orderId)(store.getState()).data?.order;

/** A learner whose Rs. 1,000 order carries WELCOME10, the order being watched. */
async function orderWithCoupon() {
  const signedIn = createSignedInStore();
  db.fillCart(signedIn.user.id, [buildCartItem(1, { price: 1000 })]);
  const { store } = signedIn;
  store.dispatch(cartApi.endpoints.getCart.initiate());
  const { data } = await store.dispatch(ordersApi.endpoints.createOrder.initiate());
  const orderId = data!.orderId;
  await store.dispatch(
    ordersApi.endpoints.applyCoupon.initiate({ orderId, couponCode: 'WELCOME10' }),
  );
  store.dispatch(ordersApi.endpoints.getOrder.initiate(orderId));
  await settle(store);
  return { store, orderId };
}

describe('changing the coupon of a pending order', () => {
  it('replaceCoupon: PUT /orders/<id>/coupon with the code, then that order is fetched again', async () => {
    const { store, orderId } = await orderWithCoupon();
    const log = recordRequests();

    const result = await store.dispatch(
      ordersApi.endpoints.replaceCoupon.initiate({ orderId, couponCode: 'FLAT100' }),
    );
    await settle(store);

    expect(result.data?.message).toBe('Coupon FLAT100 applied. You save Rs. 100.');
    expect(await requestsTo(log, 'PUT', `/api/orders/${orderId}/coupon`)[0]!.json()).toEqual({
      couponCode: 'FLAT100',
    });
    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /api/orders/${orderId}/coupon`,
      `GET /api/orders/${orderId}`,
    ]);
    expect(cachedOrder(store, orderId)).toMatchObject({
      couponCode: 'FLAT100',
      discount: 100,
      totalPrice: 900,
    });
  });

  it('a refused replacement keeps the cached order and fetches nothing', async () => {
    const { store, orderId } = await orderWithCoupon();
    const log = recordRequests();

    const result = await store.dispatch(
      ordersApi.endpoints.replaceCoupon.initiate({ orderId, couponCode: 'EXPIRED5' }),
    );
    await settle(store);

    expect(result.error).toMatchObject({
      status: 400,
      data: { message: 'This coupon has expired.', code: 'COUPON_INVALID' },
    });
    expect(log).toHaveLength(1);
    expect(cachedOrder(store, orderId)).toMatchObject({ couponCode: 'WELCOME10', discount: 100 });
  });

  it('removeCoupon: DELETE /orders/<id>/coupon, the full price again', async () => {
    const { store, orderId } = await orderWithCoupon();
    const log = recordRequests();

    const result = await store.dispatch(ordersApi.endpoints.removeCoupon.initiate(orderId));
    await settle(store);

    expect(result.data?.message).toBe(couponRemoved('WELCOME10'));
    expect(requestsTo(log, 'DELETE', `/api/orders/${orderId}/coupon`)).toHaveLength(1);
    expect(cachedOrder(store, orderId)).toMatchObject({
      couponCode: null,
      discount: 0,
      totalPrice: 1000,
    });
  });

  it('a paid order answers 409 with the reason', async () => {
    const { store, orderId } = await orderWithCoupon();
    db.orders.get(orderId)!.status = 'paid';

    const result = await store.dispatch(ordersApi.endpoints.removeCoupon.initiate(orderId));

    expect(result.error).toMatchObject({ status: 409, data: { message: COUPON_LOCKED_PAID } });
  });
});
