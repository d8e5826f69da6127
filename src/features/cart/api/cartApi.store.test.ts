import { http } from 'msw';
import { db } from '@/testing/mocks/db';
import { buildCartItem, courseId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { cartApi } from './cartApi';

const runningQueries = (store: ReturnType<typeof createSignedInStore>['store']) =>
  Promise.all(store.dispatch(cartApi.util.getRunningQueriesThunk()));

describe('cart endpoints', () => {
  it('getCart: GET /cart with the bearer token, the cart in the cache', async () => {
    const log = recordRequests();
    const { store, token } = createSignedInStore();

    const result = await store.dispatch(cartApi.endpoints.getCart.initiate());

    expect(result.data).toEqual({ cart: { items: [], totalPrice: 0, activeOrderId: null } });
    const [request] = requestsTo(log, 'GET', '/api/cart');
    expect(request!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(request!.credentials).toBe('include');
  });

  it('addToCart: POST /cart with productId, model Course and quantity, then reloads the cart', async () => {
    const log = recordRequests();
    const { store } = createSignedInStore();
    store.dispatch(cartApi.endpoints.getCart.initiate());
    await runningQueries(store);

    const result = await store.dispatch(
      cartApi.endpoints.addToCart.initiate({
        productId: courseId(3),
        model: 'Course',
        quantity: 1,
      }),
    );
    await runningQueries(store);

    expect(result.data?.message).toBe('Course added to cart.');
    expect(await requestsTo(log, 'POST', '/api/cart')[0]!.json()).toEqual({
      productId: courseId(3),
      model: 'Course',
      quantity: 1,
    });
    expect(requestsTo(log, 'GET', '/api/cart')).toHaveLength(2);
    const cached = cartApi.endpoints.getCart.select()(store.getState()).data;
    expect(cached?.cart.items.map((item) => item.productId)).toEqual([courseId(3)]);
    expect(cached?.cart.totalPrice).toBe(799);
  });

  it('removeFromCart: DELETE /cart/item/<id> replaces the cached cart with the returned one, without a reload', async () => {
    const log = recordRequests();
    const { store, user } = createSignedInStore();
    db.cartOf(user.id).items = [buildCartItem(1), buildCartItem(2)];
    store.dispatch(cartApi.endpoints.getCart.initiate());
    await runningQueries(store);

    const result = await store.dispatch(cartApi.endpoints.removeFromCart.initiate(courseId(1)));
    await runningQueries(store);

    expect(result.data?.message).toBe('Course removed from cart.');
    expect(requestsTo(log, 'DELETE', `/api/cart/item/${courseId(1)}`)).toHaveLength(1);
    expect(requestsTo(log, 'GET', '/api/cart')).toHaveLength(1);
    const cached = cartApi.endpoints.getCart.select()(store.getState()).data;
    expect(cached?.cart.items.map((item) => item.productId)).toEqual([courseId(2)]);
  });

  it('removeFromCart failure leaves the cached cart as it was', async () => {
    server.use(
      http.delete(apiUrl('/cart/item/:id'), () =>
        errorResponse(
          409,
          'Your order is in progress; items cannot be removed.',
          'ORDER_IN_PROGRESS',
        ),
      ),
    );
    const { store, user } = createSignedInStore();
    db.cartOf(user.id).items = [buildCartItem(1)];
    store.dispatch(cartApi.endpoints.getCart.initiate());
    await runningQueries(store);

    const result = await store.dispatch(cartApi.endpoints.removeFromCart.initiate(courseId(1)));

    expect(result.error).toMatchObject({ status: 409 });
    expect(cartApi.endpoints.getCart.select()(store.getState()).data?.cart.items).toHaveLength(1);
  });
});
