import {
  REFUND_COMPLETED,
  REFUND_NOT_PAID,
  REFUND_PROVIDER_FAILED,
  REFUND_REASON_REQUIRED,
  REFUND_WAITING_FOR_STAFF,
} from '@contract/messages/refunds';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCartItem, buildTestCartItem, orderId } from '@/testing/mocks/fixtures';
import { startedTestBlocks } from '@/testing/mocks/handlers/refundHandlers';
import { buildBilling, fakeEligibility } from '@/testing/mocks/orderFakes';
import { renderApp } from '@/testing/render';
import { addOrder, paidAttempt, signInLearner } from '@/testing/fixtures/learnerOrders';
import { desktopWindow } from '@/testing/viewport';

jest.mock('@/lib/openDownload');

beforeAll(async () => {
  await import('./OrderPage');
});

async function openOrder() {
  const view = renderApp(`/orders/${orderId(1)}`);
  await screen.findByRole('heading', { level: 1, name: 'Order VA-100001' }, { timeout: 5000 });
  return view;
}

const refundSection = () => screen.getByRole('region', { name: 'Refund' });

describe('the order page', () => {
  it('shows the order: number, dates, courses, coupon, GST, billing with GSTIN, invoice and payments', async () => {
    const restore = desktopWindow();
    signInLearner();
    addOrder(1, [buildCartItem(1), buildCartItem(2)], {
      couponCode: 'WELCOME10',
      discount: 129,
      totalPrice: 1169,
      billing: buildBilling({
        stateCode: '29',
        gstin: '29AAGCB7383J1Z4',
        legalName: 'Asha Tutors LLP',
      }),
      paymentAttempts: [
        { ...paidAttempt(), status: 'refunded', reference: 'order_A', paymentId: 'pay_A' },
        paidAttempt(),
      ],
    });
    await openOrder();

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.parentElement).toHaveTextContent('Order VA-100001Paid');
    expect(
      screen.getByText(/Placed on 11-11-2026 · Paid on 11-11-2026 · Invoice VA\/26-27\/000001/),
    ).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'Courses' });
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Course 1', 'Course 2']);
    expect(within(courses).getByLabelText('Order totals')).toHaveTextContent(
      'Discount (WELCOME10)− Rs. 129',
    );
    expect(within(courses).getByText('Includes Rs. 178.32 GST')).toBeInTheDocument();
    expect(within(courses).getByText('IGST 18 % Rs. 178.32')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing details' });
    expect(billing).toHaveTextContent('Asha Tutors LLP (Asha Verma)');
    expect(billing).toHaveTextContent('Karnataka (29)');
    expect(billing).toHaveTextContent('29AAGCB7383J1Z4');
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payment attempts' });
    const rows = within(payments).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Each payment under its own reference, the one its invoice prints.
    expect(rows[1]).toHaveTextContent('pay_ATest modeRs. 59920-11-2026Refunded');
    expect(rows[2]).toHaveTextContent('pay_0001Test modeRs. 59920-11-2026Paid');
    restore();
  });

  it('a refunded order: its status and the payment that paid it both say Refunded', async () => {
    signInLearner();
    addOrder(1, [buildCartItem(1)], {
      status: 'refunded',
      refund: {
        id: 'b0000000-0000-4000-8000-000000000001',
        status: 'refunded',
        reason: 'Not for me.',
        amountPaise: 59900,
        items: [],
        requestedAt: '2026-11-12T10:00:00.000Z',
        decidedAt: '2026-11-12T10:00:00.000Z',
        decisionNote: null,
        creditNote: null,
      },
    });
    await openOrder();

    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(
      'Order VA-100001Refunded',
    );
    // On a phone each payment is a short list of its facts, nothing to scroll sideways.
    const payments = screen.getByRole('list', { name: 'Payment attempts' });
    expect(within(payments).getByRole('listitem')).toHaveTextContent(
      'Referencepay_0001MethodTest modeAmountRs. 599Opened20-11-2026StatusRefunded',
    );
    expect(screen.queryByRole('table', { name: 'Payment attempts' })).not.toBeInTheDocument();
  });

  it('refund approved at once: the reason is required, then the server says so and the credit note appears', async () => {
    signInLearner();
    addOrder(1, [buildCartItem(1)]);
    db.purchases.set('user-1', [buildCartItem(1).productId]);
    const { user } = await openOrder();

    expect(refundSection()).toHaveTextContent(
      /You can ask for a refund until .*; it is approved at once\./,
    );
    await user.click(within(refundSection()).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    expect(dialog).toHaveAccessibleDescription(/it is approved at once/);
    const reason = within(dialog).getByRole('textbox', { name: 'Why do you want a refund?' });
    await waitFor(() => expect(reason).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await within(dialog).findByText(REFUND_REASON_REQUIRED)).toBeInTheDocument();

    await user.type(reason, 'The level is too easy for me.');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    // The refund, the order's refetch and the toast: past the usual 3 s on a busy CI machine once.
    expect(await screen.findByText(REFUND_COMPLETED, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(refundSection()).findByText('Refunded')).toBeInTheDocument();
    expect(refundSection()).toHaveTextContent('Your reason: The level is too easy for me.');
    expect(
      within(refundSection()).getByRole('button', { name: 'Download credit note (PDF)' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Refund' })).toHaveFocus(),
    );
    expect(db.purchases.get('user-1')).toEqual([]);
  });

  it('a mixed order: a started test cannot be refunded and says why; the course is refunded alone', async () => {
    signInLearner();
    const test = buildTestCartItem(1);
    db.startedTests.add(test.productId);
    const order = addOrder(1, [buildCartItem(1), test]);
    order.refundEligibility = fakeEligibility(order, startedTestBlocks(order));
    db.purchases.set('user-1', [buildCartItem(1).productId]);
    const { user } = await openOrder();

    await user.click(
      await within(refundSection()).findByRole('button', { name: 'Request a refund' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    const lines = within(dialog).getByRole('group', { name: 'What to refund' });
    expect(within(lines).getByRole('checkbox', { name: buildCartItem(1).title })).toBeChecked();
    expect(within(lines).getByRole('checkbox', { name: 'IELTS Practice Test' })).toBeDisabled();
    expect(lines).toHaveTextContent(/IELTS Practice Test cannot be refunded/);
    await user.type(within(dialog).getByRole('textbox'), 'Bought the wrong course.');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    await waitFor(() => expect(refundSection()).toHaveTextContent('Refunded'), { timeout: 3000 });
    expect(refundSection()).toHaveTextContent(`For: ${buildCartItem(1).title}`);
    expect(db.purchases.get('user-1')).toEqual([]);
  });

  it('refund waiting for staff: the request is received and shows as Waiting for review', async () => {
    signInLearner();
    const order = addOrder(1, [buildCartItem(1)]);
    order.refundEligibility.automatic = false;
    const { user } = await openOrder();

    await user.click(within(refundSection()).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await user.type(within(dialog).getByRole('textbox'), 'Not what I expected.');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    expect(await screen.findByText(REFUND_WAITING_FOR_STAFF)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(refundSection()).findByText('Waiting for review')).toBeInTheDocument();
    expect(within(refundSection()).queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });

  it('the provider failing: its message as a toast, and the dialog stays for another try', async () => {
    signInLearner();
    addOrder(1, [buildCartItem(1)], { paymentAttempts: [paidAttempt('razorpay')] });
    db.refundProviderFails = true;
    const { user } = await openOrder();

    await user.click(within(refundSection()).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await user.type(within(dialog).getByRole('textbox'), 'Bought twice.');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    expect(await screen.findByText(REFUND_PROVIDER_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request a refund' })).toBeInTheDocument();
  });

  it('a rejected refund shows staff’s note', async () => {
    signInLearner();
    addOrder(1, [buildCartItem(1)], {
      refund: {
        id: 'b0000000-0000-4000-8000-000000000001',
        status: 'rejected',
        reason: 'Changed my mind.',
        amountPaise: 59900,
        items: [
          {
            productId: buildCartItem(1).productId,
            model: 'Course',
            title: buildCartItem(1).title,
            amountPaise: 59900,
          },
        ],
        requestedAt: '2026-11-12T10:00:00.000Z',
        decidedAt: '2026-11-13T10:00:00.000Z',
        decisionNote: 'Most of the course has been watched.',
        creditNote: null,
      },
    });
    await openOrder();

    expect(within(refundSection()).getByText('Refund not approved')).toBeInTheDocument();
    expect(refundSection()).toHaveTextContent('Most of the course has been watched.');
  });

  it('an unpaid order has no refund area; a cancelled one neither', async () => {
    signInLearner();
    addOrder(1, [buildCartItem(1)], { status: 'pending', paidAt: null, paymentAttempts: [] });
    await openOrder();

    expect(screen.queryByRole('region', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByText(REFUND_NOT_PAID)).not.toBeInTheDocument();
    expect(screen.getByText('No payment has been started for this order.')).toBeInTheDocument();
  });
});
