import { ORDER_CANCELLED } from '@contract/messages/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  RAZORPAY_LOAD_ERROR,
  RAZORPAY_SCRIPT_URL,
} from '@/features/orders/components/loadRazorpayCheckout';
import type { RazorpayOptions } from '@/features/orders/components/razorpayTypes';
import type { PaymentSession } from '@contract/types';
import { db } from '@/testing/mocks/db';
import { buildCartItem, orderId, courseId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';
import { startWithOrder } from '@/testing/fixtures/checkoutOrder';

async function renderCheckout() {
  const view = renderApp('/checkout');
  await screen.findByRole('heading', { level: 2, name: 'Order summary' });
  return view;
}

// Compile the lazy screens once up front, so the first test does not spend its wait on that.
beforeAll(async () => {
  await Promise.all([import('./CheckoutPage'), import('./dashboard/MyCoursesPage')]);
});

describe('CheckoutPage', () => {
  it('summarises the order: courses with pictures and prices, subtotal, discount and total', async () => {
    startWithOrder();
    await renderCheckout();

    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Courses in this order' })).getAllByRole(
      'listitem',
    );
    expect(items.map((row) => row.getAttribute('aria-label'))).toEqual(['Course 1', 'Course 2']);
    expect(within(items[0]!).getByText('Rs. 599')).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).toHaveAttribute('width', '112');

    const summary = screen.getByLabelText('Order totals');
    expect(summary).toHaveTextContent('SubtotalRs. 1,298');
    expect(summary).toHaveTextContent('DiscountRs. 0');
    expect(summary).toHaveTextContent('TotalRs. 1,298');
    expect(screen.getByRole('button', { name: 'Pay Rs. 1,298' })).toBeEnabled();
  });

  it('says there is nothing to check out without an order, with a way to the courses', async () => {
    startWithOrder([]);
    renderApp('/checkout');

    expect(
      await screen.findByRole('heading', { name: 'Nothing to check out' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('explains when the order cannot be loaded', async () => {
    startWithOrder();
    server.use(http.get(apiUrl('/orders/:id'), () => errorResponse(404, 'Order not found.')));
    renderApp('/checkout');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your order");
    expect(alert).toHaveTextContent('Order not found.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('coupon', () => {
    it('applies WELCOME10 and shows the code and the discount', async () => {
      startWithOrder();
      const { user } = await renderCheckout();

      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));

      expect(
        await screen.findByText('Coupon WELCOME10 applied: you save Rs. 130.'),
      ).toBeInTheDocument();
      const summary = screen.getByLabelText('Order totals');
      await waitFor(() => expect(summary).toHaveTextContent('Discount (WELCOME10)− Rs. 130'));
      expect(summary).toHaveTextContent('TotalRs. 1,168');
      expect(screen.getByRole('button', { name: 'Pay Rs. 1,168' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
      expect(db.orders.get(orderId(1))?.couponCode).toBe('WELCOME10');
    });

    it("shows the server's reason under the field for a code it refuses", async () => {
      startWithOrder();
      const { user } = await renderCheckout();

      const field = screen.getByRole('textbox', { name: 'Coupon code' });
      await user.type(field, 'NOPE');
      await user.click(screen.getByRole('button', { name: 'Apply' }));

      expect(await screen.findByText('This coupon code is not valid.')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('This coupon code is not valid.');
      expect(field).toHaveValue('NOPE');
      expect(screen.getByLabelText('Order totals')).toHaveTextContent('TotalRs. 1,298');
    });

    it('shows an expired coupon as the server words it', async () => {
      startWithOrder();
      server.use(
        http.post(apiUrl('/orders/apply-coupon'), () =>
          errorResponse(400, 'This coupon expired on 31-03-2026.', 'COUPON_INVALID'),
        ),
      );
      const { user } = await renderCheckout();

      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SPRING');
      await user.click(screen.getByRole('button', { name: 'Apply' }));

      expect(await screen.findByText('This coupon expired on 31-03-2026.')).toBeInTheDocument();
    });

    it('asks for a code before sending anything', async () => {
      startWithOrder();
      const log = recordRequests();
      const { user } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Apply' }));

      expect(await screen.findByText('Please enter a coupon code.')).toBeInTheDocument();
      expect(requestsTo(log, 'POST', '/api/orders/apply-coupon')).toHaveLength(0);
    });
  });

  it('cancels the order after a confirmation and unlocks the cart', async () => {
    startWithOrder();
    const { user } = await renderCheckout();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(ORDER_CANCELLED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(db.cartOf('user-1').activeOrderId).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(
      await within(drawer).findByRole('button', { name: 'Remove Course 1' }),
    ).toBeInTheDocument();
  });

  it('keeps the order when the learner answers Keep order', async () => {
    startWithOrder();
    const { user } = await renderCheckout();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep order' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.orders.get(orderId(1))?.status).toBe('pending');
  });

  describe('test-mode payment', () => {
    it('pays, confirms what was bought, and the dashboard lists the course with Watch Now', async () => {
      startWithOrder([buildCartItem(3)]);
      const { user, router } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 799' }));
      const dialog = await screen.findByRole('dialog', { name: /Test mode checkout/ });
      expect(dialog).toHaveTextContent('Amount: Rs. 799');
      expect(dialog).toHaveTextContent(`Order: ${orderId(1)}`);
      await user.click(within(dialog).getByRole('button', { name: 'Pay successfully' }));

      const heading = await screen.findByRole('heading', { name: 'Payment successful' });
      expect(heading).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(
        screen.getByText('Thank you! We received Rs. 799. Your courses are ready to watch:'),
      ).toBeInTheDocument();
      expect(screen.getByRole('listitem', { name: 'Course 3' })).toBeInTheDocument();
      expect(db.orders.get(orderId(1))?.status).toBe('paid');
      expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Go to My Courses' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user-dash'));
      const card = await screen.findByRole('listitem', { name: 'Course 3' });
      expect(within(card).getByRole('link', { name: 'Watch Now' })).toHaveAttribute(
        'href',
        `/learn/${courseId(3)}`,
      );
    });

    it('shows the failure and lets the learner try again', async () => {
      startWithOrder();
      const { user } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 1,298' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: /Test mode checkout/ })).getByRole(
          'button',
          {
            name: 'Simulate failure',
          },
        ),
      );

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Payment failed');
      expect(alert).toHaveTextContent(
        'Payment declined (test mode). Your order is still open: you can try again.',
      );
      expect(db.orders.get(orderId(1))?.status).toBe('pending');

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 1,298' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: /Test mode checkout/ })).getByRole(
          'button',
          {
            name: 'Pay successfully',
          },
        ),
      );
      expect(
        await screen.findByRole('heading', { name: 'Payment successful' }),
      ).toBeInTheDocument();
    });

    it('reports a payment the server cannot verify', async () => {
      startWithOrder();
      server.use(
        http.post(apiUrl('/orders/verify-payment'), () =>
          errorResponse(400, 'Payment could not be verified.', 'PAYMENT_FAILED'),
        ),
      );
      const { user } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 1,298' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: /Test mode checkout/ })).getByRole(
          'button',
          {
            name: 'Pay successfully',
          },
        ),
      );

      expect(await screen.findByRole('alert')).toHaveTextContent('Payment could not be verified.');
      expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
    });

    it('closes the test checkout without paying', async () => {
      startWithOrder();
      const log = recordRequests();
      const { user } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 1,298' }));
      await screen.findByRole('dialog', { name: /Test mode checkout/ });
      await user.keyboard('{Escape}');

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Pay Rs. 1,298' })).toBeEnabled();
      expect(requestsTo(log, 'POST', '/api/payments/test/checkout')).toHaveLength(0);
    });
  });

  describe('Razorpay payment', () => {
    const razorpaySession: PaymentSession = {
      provider: 'razorpay',
      keyId: 'rzp_live_key',
      razorpayOrderId: 'rzp_order_9',
      amount: 129800,
      currency: 'INR',
      orderId: orderId(1),
      prefill: { name: 'Asha Verma', email: 'asha@example.com' },
    };

    beforeEach(() => {
      server.use(
        http.post(apiUrl('/orders/initiate-razorpay'), () => HttpResponse.json(razorpaySession)),
      );
    });
    afterEach(() => {
      delete window.Razorpay;
      document
        .querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`)
        .forEach((script) => script.remove());
    });

    it('opens Razorpay Checkout with the session and verifies its result', async () => {
      startWithOrder();
      const opened: RazorpayOptions[] = [];
      window.Razorpay = class {
        constructor(private readonly options: RazorpayOptions) {
          opened.push(options);
        }
        on() {}
        open() {
          this.options.handler({
            razorpay_order_id: 'rzp_order_9',
            razorpay_payment_id: 'pay_1',
            razorpay_signature: 'test-signature',
          });
        }
      };
      const { user } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 1,298' }));

      expect(
        await screen.findByRole('heading', { name: 'Payment successful' }),
      ).toBeInTheDocument();
      expect(opened[0]).toMatchObject({
        key: 'rzp_live_key',
        order_id: 'rzp_order_9',
        amount: 129800,
        currency: 'INR',
        name: 'Vaani Academy',
        prefill: { name: 'Asha Verma', email: 'asha@example.com' },
      });
    });

    it("shows Razorpay's reason when the payment fails", async () => {
      startWithOrder();
      window.Razorpay = class {
        private failed: (response: { error?: { description?: string } }) => void = () => {};
        on(_event: string, listener: (response: { error?: { description?: string } }) => void) {
          this.failed = listener;
        }
        open() {
          this.failed({ error: { description: 'Your bank declined this card.' } });
        }
      };
      const { user } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 1,298' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Your bank declined this card.');
    });

    it('says so when the payment window cannot be loaded', async () => {
      startWithOrder();
      const { user } = await renderCheckout();

      await user.click(screen.getByRole('button', { name: 'Pay Rs. 1,298' }));
      await waitFor(() =>
        expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).not.toBeNull(),
      );
      fireEvent.error(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)!);

      expect(await screen.findByRole('alert')).toHaveTextContent(RAZORPAY_LOAD_ERROR);
      expect(screen.getByRole('button', { name: 'Pay Rs. 1,298' })).toBeEnabled();
    });
  });
});
