import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { orderId } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderApp } from '@/testing/render';
import { startWithOrder } from '@/testing/fixtures/checkoutOrder';

async function renderWithWelcome10() {
  startWithOrder(undefined, {
    couponCode: 'WELCOME10',
    discount: 129,
    totalPrice: 1169,
  });
  const view = renderApp('/checkout');
  await screen.findByRole('heading', { level: 2, name: 'Order summary' }, { timeout: 5000 });
  return view;
}

beforeAll(async () => {
  await import('./CheckoutPage');
});

describe('the checkout summary', () => {
  it('is a list of terms: subtotal, discount with the code, total; and links to the terms and the refund policy', async () => {
    await renderWithWelcome10();

    const totals = screen.getByLabelText('Order totals');
    expect(totals.tagName).toBe('DL');
    expect(totals.querySelector('hr')).toBeNull();
    expect(
      within(totals)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Subtotal', 'Discount (WELCOME10)', 'Total']);
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Rs. 1,298', '− Rs. 129', 'Rs. 1,169']);
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(payment.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(payment.getByText(/refunded within 7 days of purchase/)).toBeInTheDocument();
  });
});

describe('changing the coupon before paying', () => {
  it('replaces WELCOME10 with FLAT100: the new discount, total and pay amount', async () => {
    const log = recordRequests();
    const { user } = await renderWithWelcome10();

    await user.click(screen.getByRole('button', { name: 'Use another code' }));
    await user.type(screen.getByRole('textbox', { name: 'New coupon code' }), 'flat100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText('Coupon FLAT100 applied: you save Rs. 100.'),
    ).toBeInTheDocument();
    const totals = screen.getByLabelText('Order totals');
    expect(totals).toHaveTextContent('Discount (FLAT100)− Rs. 100');
    expect(totals).toHaveTextContent('TotalRs. 1,198');
    expect(screen.getByRole('button', { name: 'Pay Rs. 1,198' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New coupon code' })).not.toBeInTheDocument();
    expect(requestsTo(log, 'PUT', `/api/orders/${orderId(1)}/coupon`)).toHaveLength(1);
    expect(db.orders.get(orderId(1))?.couponCode).toBe('FLAT100');
  });

  it("keeps the applied coupon and shows the server's reason when the new code is refused", async () => {
    const { user } = await renderWithWelcome10();

    await user.click(screen.getByRole('button', { name: 'Use another code' }));
    const field = screen.getByRole('textbox', { name: 'New coupon code' });
    await user.type(field, 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('This coupon has expired.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Coupon WELCOME10 applied: you save Rs. 129.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order totals')).toHaveTextContent('TotalRs. 1,169');

    await user.click(screen.getByRole('button', { name: 'Keep current' }));
    expect(screen.queryByRole('textbox', { name: 'New coupon code' })).not.toBeInTheDocument();
  });

  it('removes the coupon: the full price again, and the field to enter one', async () => {
    const { user } = await renderWithWelcome10();

    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));

    expect(await screen.findByText('Coupon WELCOME10 removed.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    const totals = screen.getByLabelText('Order totals');
    await waitFor(() => expect(totals).toHaveTextContent('TotalRs. 1,298'));
    expect(totals).toHaveTextContent('DiscountRs. 0');
    expect(screen.getByRole('button', { name: 'Pay Rs. 1,298' })).toBeInTheDocument();
  });
});
