import { http } from 'msw';
import { cartApi } from '@/features/cart/api/cartApi';
import { ordersApi } from '@/features/orders/api/ordersApi';
import { cartDrawerOpened, navMenuOpened } from '@/store/ui/uiSlice';
import { db } from '@/testing/mocks/db';
import { buildCartItem, orderId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createSignedInStore, createTestStore } from '@/testing/storeTestUtils';
import { checkoutCart } from './checkoutThunks';

function learnerWithCart() {
  const signedIn = createSignedInStore();
  db.fillCart(signedIn.user.id, [buildCartItem(1, { price: 600 })]);
  signedIn.store.dispatch(cartDrawerOpened());
  signedIn.store.dispatch(navMenuOpened());
  return signedIn;
}

describe('the cart checkout button', () => {
  it('sends a visitor to /signin', async () => {
    const log = recordRequests();
    const { store, navigate } = createTestStore();

    const outcome = await store.dispatch(checkoutCart()).unwrap();

    expect(outcome).toEqual({ kind: 'signin-required' });
    expect(navigate).toHaveBeenCalledWith('/signin');
    expect(log).toHaveLength(0);
  });

  it('creates the order, fetches it, keeps it, refreshes the cart, goes to /checkout and closes drawer and menu', async () => {
    const { store, navigate } = learnerWithCart();
    store.dispatch(cartApi.endpoints.getCart.initiate());
    await Promise.all(store.dispatch(cartApi.util.getRunningQueriesThunk()));
    const log = recordRequests();

    const outcome = await store.dispatch(checkoutCart()).unwrap();
    await Promise.all(store.dispatch(cartApi.util.getRunningQueriesThunk()));

    expect(outcome).toEqual({ kind: 'started', orderId: orderId(1) });
    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/orders/create',
      'GET /api/cart',
      `GET /api/orders/${orderId(1)}`,
    ]);
    expect(store.getState().checkout?.orderId).toBe(orderId(1));
    expect(
      ordersApi.endpoints.getOrder.select(orderId(1))(store.getState()).data?.order.totalPrice,
    ).toBe(600);
    expect(store.getState().ui).toEqual({ cartDrawerOpen: false, navMenuOpen: false });
    expect(navigate).toHaveBeenCalledWith('/checkout');
  });

  it('answers the error and stays put when the order cannot be created', async () => {
    server.use(
      http.post(apiUrl('/orders/create'), () => errorResponse(400, 'Your cart is empty.')),
    );
    const { store, navigate } = learnerWithCart();

    const outcome = await store.dispatch(checkoutCart()).unwrap();

    expect(outcome).toEqual({ kind: 'failed', message: 'Your cart is empty.' });
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().checkout?.orderId).toBeNull();
    expect(store.getState().ui.cartDrawerOpen).toBe(true);
  });
});

describe('the cart checkout button when the session has ended', () => {
  it('answers session-ended (no error toast) after the refused refresh alerted and redirected', async () => {
    const { store, alert, navigate } = learnerWithCart();
    db.expireAllTokens();
    db.refreshUserId = null;

    const outcome = await store.dispatch(checkoutCart()).unwrap();

    expect(outcome).toEqual({ kind: 'session-ended' });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls).toEqual([['/signin']]);
  });
});
