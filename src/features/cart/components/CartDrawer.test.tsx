import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { CartItem } from '@contract/types';
import { SESSION_EXPIRED_MESSAGE } from '@/store/api/reauthBaseQuery';
import { db } from '@/testing/mocks/db';
import { buildUser, buildCartItem, orderId, courseId } from '@/testing/mocks/fixtures';
import { buildStoredOrder } from '@/testing/mocks/orderFakes';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

/** A signed-in learner whose cart holds the given courses. */
function startSignedIn(items: CartItem[], activeOrderId: string | null = null) {
  const user = buildUser();
  const token = db.signIn(user);
  db.fillCart(user.id, items, activeOrderId);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}

async function openCart(count: number) {
  const view = renderApp('/about');
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  await view.user.click(await screen.findByRole('button', { name: label }));
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
  return { ...view, drawer };
}

// Compile the lazy drawer, the signed-in actions and the page once up front, so the first test does not
// spend its wait on that.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/CheckoutCartDrawer'),
    import('@/app/layout/SignedInActions'),
    import('@/app/routes/AboutPage'),
  ]);
});

describe('CartDrawer', () => {
  it('lists the items with picture, title, price and quantity, and the total', async () => {
    startSignedIn([buildCartItem(1), buildCartItem(2)]);
    const { drawer } = await openCart(2);

    const rows = within(within(drawer).getByRole('list', { name: 'Cart items' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Course 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Rs. 599 · Qty 1')).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute('width', '96');
    expect(within(drawer).getByRole('group', { name: 'Cart total' })).toHaveTextContent(
      'Rs. 1,298',
    );
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('closes with its close button and with Escape', async () => {
    startSignedIn([buildCartItem(1)]);
    const { drawer, user, store } = await openCart(1);

    await user.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument(),
    );
    expect(store.getState().ui.cartDrawerOpen).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    await screen.findByRole('dialog', { name: 'Your Cart' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument(),
    );
  });

  it('removes an item, toasts the server message and shows the returned cart without reloading', async () => {
    const account = startSignedIn([buildCartItem(1), buildCartItem(2)]);
    const { drawer, user } = await openCart(2);
    const log = recordRequests();

    await user.click(within(drawer).getByRole('button', { name: 'Remove Course 1' }));

    expect(await screen.findByText('Course removed from cart.')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).queryByText('Course 1')).not.toBeInTheDocument());
    expect(within(drawer).getByRole('group', { name: 'Cart total' })).toHaveTextContent('Rs. 699');
    expect(screen.getByRole('button', { name: 'Cart, 1 item', hidden: true })).toBeInTheDocument();
    expect(requestsTo(log, 'DELETE', `/api/cart/item/${courseId(1)}`)).toHaveLength(1);
    expect(requestsTo(log, 'GET', '/api/cart')).toHaveLength(0);
    expect(db.cartOf(account.id).items).toHaveLength(1);
  });

  it('keeps the item and toasts the error when the removal fails', async () => {
    startSignedIn([buildCartItem(1)]);
    server.use(
      http.delete(apiUrl('/cart/item/:productId'), () =>
        errorResponse(404, 'This course is not in your cart.'),
      ),
    );
    const { drawer, user } = await openCart(1);

    await user.click(within(drawer).getByRole('button', { name: 'Remove Course 1' }));

    expect(await screen.findByText('This course is not in your cart.')).toBeInTheDocument();
    expect(within(drawer).getByText('Course 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Remove Course 1' })).toBeEnabled(),
    );
  });

  it('offers no removal while an order exists, and points to checkout', async () => {
    startSignedIn([buildCartItem(1), buildCartItem(2)], orderId(7));
    const { drawer, user, router } = await openCart(2);

    expect(within(drawer).getByText(/An order is in progress for these items/)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Finish or cancel it at checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument(),
    );
  });

  it('while an order waits for payment, shows its totals with the coupon, as checkout charges them', async () => {
    const items = [buildCartItem(1), buildCartItem(2)];
    const account = startSignedIn(items, orderId(1));
    db.orders.set(
      orderId(1),
      buildStoredOrder(account.id, 1, items, {
        couponCode: 'WELCOME10',
        discount: 129,
        totalPrice: 1169,
      }),
    );
    const { drawer } = await openCart(2);

    const totals = await within(drawer).findByLabelText('Order totals');
    expect(totals).toHaveTextContent(
      'SubtotalRs. 1,298Discount (WELCOME10)− Rs. 129TotalRs. 1,169',
    );
    expect(within(drawer).queryByRole('group', { name: 'Cart total' })).not.toBeInTheDocument();
  });

  it('shows no count on the cart once it is empty (after a purchase)', async () => {
    startSignedIn([]);
    renderApp('/about');

    const cart = await screen.findByRole('button', { name: 'Cart, 0 items' });
    expect(cart).not.toHaveTextContent('0');
  });

  it('shows an empty cart with a way to the courses, and checkout disabled', async () => {
    startSignedIn([]);
    const { drawer, user, router } = await openCart(0);

    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(within(drawer).getByRole('group', { name: 'Cart total' })).toHaveTextContent('Rs. 0');

    await user.click(within(drawer).getByRole('link', { name: 'Browse courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it('shows an empty cart when the cart cannot be loaded', async () => {
    startSignedIn([buildCartItem(1)]);
    server.use(http.get(apiUrl('/cart'), () => errorResponse(500, 'Cart service down')));
    const log = recordRequests();
    const { drawer } = await openCart(0);

    expect(await within(drawer).findByText('Your cart is empty.')).toBeInTheDocument();
    expect(requestsTo(log, 'GET', '/api/cart').length).toBeGreaterThan(0);
    expect(within(drawer).queryByText('Course 1')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  describe('checkout', () => {
    it('creates the order and goes to /checkout with the drawer closed', async () => {
      startSignedIn([buildCartItem(1)]);
      const { drawer, user, router, store } = await openCart(1);
      const log = recordRequests();

      await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument(),
      );
      expect(store.getState().checkout?.orderId).toBe(orderId(1));
      expect(store.getState().ui.cartDrawerOpen).toBe(false);
      expect(requestsTo(log, 'POST', '/api/orders/create')).toHaveLength(1);
      expect(requestsTo(log, 'GET', `/api/orders/${orderId(1)}`)).toHaveLength(1);
      expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay Rs. 599' })).toBeInTheDocument();
    });

    it('toasts the error and stays put when the order cannot be created', async () => {
      startSignedIn([buildCartItem(1)]);
      server.use(
        http.post(apiUrl('/orders/create'), () =>
          errorResponse(409, 'A course in your cart is no longer sold.'),
        ),
      );
      const { drawer, user, router } = await openCart(1);

      await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));

      expect(
        await screen.findByText('A course in your cart is no longer sold.'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/about');
      expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeEnabled();
    });

    it('sends a learner whose session has ended to sign in, without an error toast', async () => {
      startSignedIn([buildCartItem(1)]);
      const { drawer, user, router, alert } = await openCart(1);
      db.expireAllTokens();
      db.refreshUserId = null;

      await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(alert).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
      expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
      expect(db.orders.size).toBe(0);
    });
  });
});
