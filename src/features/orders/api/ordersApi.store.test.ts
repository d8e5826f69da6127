import { cartApi } from '@/features/cart/api/cartApi';
import { purchasedCoursesApi } from '@/features/dashboard/api/purchasedCoursesApi';
import { db } from '@/testing/mocks/db';
import { buildCartItem, courseId, orderId } from '@/testing/mocks/fixtures';
import { buildBilling } from '@/testing/mocks/orderFakes';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { ordersApi } from './ordersApi';

/** A signed-in learner with two courses in the cart, the cart and its order being watched. */
async function learnerWithOrder() {
  const signedIn = createSignedInStore();
  db.fillCart(signedIn.user.id, [
    buildCartItem(1, { price: 600 }),
    buildCartItem(2, { price: 400 }),
  ]);
  // Billing details saved at an earlier checkout: the new order carries them and can be paid.
  db.savedBilling.set(signedIn.user.id, buildBilling());
  const { store } = signedIn;
  store.dispatch(cartApi.endpoints.getCart.initiate());
  store.dispatch(purchasedCoursesApi.endpoints.getPurchasedCourses.initiate());
  const { data } = await store.dispatch(ordersApi.endpoints.createOrder.initiate());
  const orderId = data!.orderId;
  store.dispatch(ordersApi.endpoints.getOrder.initiate(orderId));
  await settle(store);
  return { ...signedIn, orderId };
}

const settle = async (store: ReturnType<typeof createSignedInStore>['store']) => {
  await Promise.all(store.dispatch(ordersApi.util.getRunningQueriesThunk()));
  await Promise.all(store.dispatch(ordersApi.util.getRunningMutationsThunk()));
};

const cachedOrder = (store: ReturnType<typeof createSignedInStore>['store'], orderId: string) =>
  ordersApi.endpoints.getOrder.select(orderId)(store.getState()).data?.order;

describe('orders endpoints', () => {
  it('createOrder: POST /orders/create, answers the orderId and refreshes the cart', async () => {
    const log = recordRequests();
    const { store, orderId: createdId } = await learnerWithOrder();

    expect(createdId).toBe(orderId(1));
    expect(requestsTo(log, 'POST', '/api/orders/create')).toHaveLength(1);
    expect(requestsTo(log, 'GET', '/api/cart')).toHaveLength(2);
    expect(cartApi.endpoints.getCart.select()(store.getState()).data?.cart.activeOrderId).toBe(
      orderId(1),
    );
  });

  it('getOrder: GET /orders/<id>, the order in the cache', async () => {
    const { store, orderId } = await learnerWithOrder();

    expect(cachedOrder(store, orderId)).toMatchObject({
      _id: orderId,
      totalPrice: 1000,
      status: 'pending',
    });
  });

  it('applyCoupon: POST /orders/apply-coupon with orderId and couponCode, refetches only that order', async () => {
    const { store, orderId } = await learnerWithOrder();
    const log = recordRequests();

    await store.dispatch(
      ordersApi.endpoints.applyCoupon.initiate({ orderId, couponCode: 'WELCOME10' }),
    );
    await settle(store);

    expect(await requestsTo(log, 'POST', '/api/orders/apply-coupon')[0]!.json()).toEqual({
      orderId,
      couponCode: 'WELCOME10',
    });
    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/orders/apply-coupon',
      `GET /api/orders/${orderId}`,
    ]);
    expect(cachedOrder(store, orderId)).toMatchObject({ discount: 100, totalPrice: 900 });
  });

  it('a refused coupon refetches nothing', async () => {
    const { store, orderId } = await learnerWithOrder();
    const log = recordRequests();

    const result = await store.dispatch(
      ordersApi.endpoints.applyCoupon.initiate({ orderId, couponCode: 'EXPIRED5' }),
    );
    await settle(store);

    expect(result.error).toMatchObject({ status: 400, data: { code: 'COUPON_INVALID' } });
    expect(log).toHaveLength(1);
  });

  it('initiatePayment: POST /orders/initiate-razorpay with the orderId, answers the payment session', async () => {
    const { store, orderId } = await learnerWithOrder();
    const log = recordRequests();

    const result = await store.dispatch(ordersApi.endpoints.initiatePayment.initiate({ orderId }));

    expect(await requestsTo(log, 'POST', '/api/orders/initiate-razorpay')[0]!.json()).toEqual({
      orderId,
    });
    expect(result.data).toMatchObject({ provider: 'test', amount: 100000, currency: 'INR' });
  });

  it('paying refetches the order, the cart and the purchased courses', async () => {
    const { store, orderId } = await learnerWithOrder();
    const session = (
      await store.dispatch(ordersApi.endpoints.initiatePayment.initiate({ orderId }))
    ).data!;
    const payment = (
      await store.dispatch(
        ordersApi.endpoints.completeTestCheckout.initiate({
          razorpayOrderId: session.razorpayOrderId,
          outcome: 'success',
        }),
      )
    ).data!;
    const log = recordRequests();

    await store.dispatch(ordersApi.endpoints.verifyPayment.initiate({ orderId, ...payment }));
    await settle(store);

    expect(await requestsTo(log, 'POST', '/api/orders/verify-payment')[0]!.json()).toEqual({
      orderId,
      ...payment,
    });
    expect(log.map((request) => `${request.method} ${request.path}`).sort()).toEqual(
      [
        'GET /api/cart',
        `GET /api/orders/${orderId}`,
        'GET /api/orders/purchased-course',
        'POST /api/orders/verify-payment',
      ].sort(),
    );
    const purchased = purchasedCoursesApi.endpoints.getPurchasedCourses.select()(store.getState())
      .data?.courses;
    expect(purchased?.map((course) => course.courseId)).toEqual([courseId(1), courseId(2)]);
    expect(cartApi.endpoints.getCart.select()(store.getState()).data?.cart.items).toEqual([]);
  });

  it('cancelOrder: POST /orders/<id>/cancel unlocks the cart', async () => {
    const { store, orderId } = await learnerWithOrder();

    await store.dispatch(ordersApi.endpoints.cancelOrder.initiate(orderId));
    await settle(store);

    expect(
      cartApi.endpoints.getCart.select()(store.getState()).data?.cart.activeOrderId,
    ).toBeNull();
    expect(cachedOrder(store, orderId)?.status).toBe('cancelled');
  });

  it('getPurchasedCourses: GET /orders/purchased-course, the courses in the cache', async () => {
    const { store, user } = createSignedInStore();
    db.purchases.set(user.id, [courseId(5)]);

    const result = await store.dispatch(
      purchasedCoursesApi.endpoints.getPurchasedCourses.initiate(),
    );

    expect(result.data?.courses).toEqual([
      {
        courseId: courseId(5),
        title: 'Course 5',
        lessonCount: 5,
        completedLessons: 0,
        thumbnail: '/images/courses/course-5.svg',
        price: 999,
        certificateId: null,
        lastWatchedAt: null,
      },
    ]);
  });
});
