import { screen, waitFor, within } from '@testing-library/react';
import { buildCartItem, courseId, orderId } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';
import { startWithOrder } from '@/testing/fixtures/checkoutOrder';

beforeAll(async () => {
  await Promise.all([import('./CheckoutPage'), import('./CheckoutCompletePage')]);
});

describe('the order confirmation', () => {
  it('follows a test-mode payment at its own address: order number, courses with Go to course, amount paid, what next', async () => {
    startWithOrder([buildCartItem(1), buildCartItem(3)]);
    const { user, router } = renderApp('/checkout');

    await user.click(
      await screen.findByRole('button', { name: 'Pay Rs. 1,398' }, { timeout: 5000 }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: /Test mode checkout/ })).getByRole(
        'button',
        { name: 'Pay successfully' },
      ),
    );

    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(heading).toHaveFocus();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/checkout/complete/${orderId(1)}`),
    );
    const receipt = screen.getByLabelText('Receipt');
    expect(receipt).toHaveTextContent('Order numberVA-100001');
    expect(receipt).not.toHaveTextContent(orderId(1));
    expect(receipt).toHaveTextContent('Invoice numberVA/26-27/000001');
    expect(receipt).toHaveTextContent('Amount paidRs. 1,398');
    expect(screen.getByText('Includes ₹213.25 GST')).toBeInTheDocument();
    expect(screen.getByText('CGST 9 % ₹106.62 + SGST 9 % ₹106.63')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeInTheDocument();
    expect(screen.getByText(/We have mailed you a receipt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    const courses = within(screen.getByRole('list', { name: 'Courses in this order' }));
    expect(
      within(courses.getByRole('listitem', { name: 'Course 3' })).getByRole('link', {
        name: 'Go to course',
      }),
    ).toHaveAttribute('href', `http://localhost/learn/${courseId(3)}`);
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      `http://localhost/learn/${courseId(1)}`,
    );
    expect(screen.getByRole('link', { name: 'ask for a refund' })).toHaveAttribute(
      'href',
      `/orders/${orderId(1)}`,
    );
  }, 20_000);

  it('shows a paid order on reload, with the discount it had', async () => {
    startWithOrder([buildCartItem(2)], {
      status: 'paid',
      couponCode: 'WELCOME10',
      discount: 69,
      totalPrice: 630,
      paidAt: '2026-11-20T10:00:00.000Z',
    });
    renderApp(`/checkout/complete/${orderId(1)}`);

    const receipt = await screen.findByLabelText('Receipt', {}, { timeout: 5000 });
    expect(receipt).toHaveTextContent('Paid on20-11-2026');
    expect(receipt).toHaveTextContent('Discount (WELCOME10)− Rs. 69');
    expect(receipt).toHaveTextContent('Amount paidRs. 630');
  });

  it('sends an order still awaiting payment back to the checkout', async () => {
    startWithOrder();
    const { router } = renderApp(`/checkout/complete/${orderId(1)}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order summary' }),
    ).toBeInTheDocument();
  });
});
