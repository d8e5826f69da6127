import { screen, waitFor, within } from '@testing-library/react';
import { BILLING_EXPORT_RANGE_INVALID, REFUND_REJECTED } from '@contract/messages/refunds';
import { renderConsole } from '@/testing/admin/renderConsole';
import { seedAdminOrders } from '@/testing/mocks/adminOrderFakes';
import { recordRequests } from '@/testing/mocks/requestLog';
import { valueToDateText } from '@/lib/dateText';
import { currentMonth, EXPORT_DATE_INVALID, EXPORT_RANGE_ORDER } from './InvoiceExportForm';

const ordersRequests = (log: ReturnType<typeof recordRequests>) =>
  log.filter((entry) => entry.path.startsWith('/api/admin/orders?')).map((entry) => entry.path);

describe('the console orders', () => {
  it('lists orders, and sends the search and the sort to the server', async () => {
    seedAdminOrders();
    const log = recordRequests();
    const { user } = renderConsole('/admin/orders');
    const grid = await screen.findByRole('grid', { name: 'Orders' }, { timeout: 10_000 });
    expect(await within(grid).findByRole('link', { name: 'VA-100001' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/orders\/a0000000-/),
    );
    expect(within(grid).getAllByText('buyer2@example.com')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: /order number or email/i }), 'VA-100003');
    await waitFor(() =>
      expect(ordersRequests(log).some((p) => p.includes('q=VA-100003'))).toBe(true),
    );
    expect(await within(grid).findByText('Ravi Kumar')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText('VA-100001')).not.toBeInTheDocument());

    await user.click(within(grid).getByRole('columnheader', { name: /Total/ }));
    await waitFor(() =>
      expect(ordersRequests(log).some((p) => /sort=total-(asc|desc)/.test(p))).toBe(true),
    );
  });

  it('counts the refunds waiting, and rejects one from the queue with a note', async () => {
    seedAdminOrders();
    const { user } = renderConsole('/admin/orders');
    const tab = await screen.findByRole(
      'tab',
      { name: 'Refund requests (1 waiting)' },
      { timeout: 10_000 },
    );
    await user.click(tab);
    const table = await screen.findByRole('table', { name: 'Refund requests' });
    expect(within(table).getByRole('link', { name: 'VA-100001' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Reject refund of VA-100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject refund' });
    await user.type(within(dialog).getByRole('textbox', { name: /note/i }), 'Watched in full.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject refund' }));
    expect(await screen.findByText(REFUND_REJECTED)).toBeInTheDocument();
    expect(await screen.findByText('No refunds wait for review.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Refund requests (0 waiting)' })).toBeInTheDocument();
  });

  it('checks the export range here, and shows the server’s refusal', async () => {
    const { user } = renderConsole('/admin/orders');
    const from = await screen.findByRole('textbox', { name: 'From' }, { timeout: 10_000 });
    const to = screen.getByRole('textbox', { name: 'To' });
    const download = screen.getByRole('button', { name: 'Download invoices (CSV)' });
    // The product's one date format: DD-MM-YYYY, the current month to begin with.
    expect(from).toHaveValue(valueToDateText(currentMonth().from));
    expect(from).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(screen.getByRole('button', { name: 'Choose From from a calendar' })).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '30112026');
    expect(from).toHaveValue('30-11-2026');
    await user.clear(to);
    await user.type(to, '01-11-2026');
    await user.click(download);
    expect(await screen.findByText(EXPORT_RANGE_ORDER)).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, '0111');
    await user.click(download);
    expect(await screen.findByText(EXPORT_DATE_INVALID)).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '01-01-2024');
    await user.clear(to);
    await user.type(to, '01-11-2026');
    await user.click(download);
    expect(await screen.findByText(BILLING_EXPORT_RANGE_INVALID)).toBeInTheDocument();
  });
});
