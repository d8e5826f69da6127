import { screen, within } from '@testing-library/react';
import {
  REFUND_ALREADY_DECIDED,
  STAFF_REFUND_COMPLETED,
  REFUND_NOTE_REQUIRED,
  REFUND_REJECTED,
} from '@contract/messages/refunds';
import { renderConsole } from '@/testing/admin/renderConsole';
import { seedAdminOrders } from '@/testing/mocks/adminOrderFakes';

describe('the console order page', () => {
  it('shows the order and approves its refund after a confirmation', async () => {
    const [first] = seedAdminOrders();
    const { user } = renderConsole(`/admin/orders/${first!._id}`);
    expect(
      await screen.findByRole('heading', { name: 'Order VA-100001' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/learners/'),
    );
    expect(screen.getByText('CGST')).toBeInTheDocument();
    expect(screen.getByText(first!.invoice!.number, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('The course was not what I expected.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the learner (optional)' }),
      'Approved as a goodwill gesture.',
    );
    await user.click(within(dialog).getByRole('button', { name: /^Approve ₹/ }));
    expect(await screen.findByText(STAFF_REFUND_COMPLETED)).toBeInTheDocument();
    expect(await screen.findByText('Approved as a goodwill gesture.')).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'Refund' });
    expect(await within(refund).findByText('refunded')).toBeInTheDocument();
    expect(within(refund).getByText('VACN/26-27/00001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve refund' })).not.toBeInTheDocument();
  });

  it('asks for a note before rejecting', async () => {
    const [first] = seedAdminOrders();
    const { user } = renderConsole(`/admin/orders/${first!._id}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject refund' }));
    expect(await within(dialog).findByText(REFUND_NOTE_REQUIRED)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /note/i }), 'Mostly watched.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject refund' }));
    expect(await screen.findByText(REFUND_REJECTED)).toBeInTheDocument();
    expect(await screen.findByText('Mostly watched.')).toBeInTheDocument();
  });

  it('shows a refusal (409) in an Alert', async () => {
    const [first] = seedAdminOrders();
    const { user } = renderConsole(`/admin/orders/${first!._id}`);
    await user.click(
      await screen.findByRole('button', { name: 'Approve refund' }, { timeout: 10_000 }),
    );
    first!.refund!.status = 'rejected';
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund' });
    await user.click(within(dialog).getByRole('button', { name: /^Approve ₹/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUND_ALREADY_DECIDED);
  });
});
