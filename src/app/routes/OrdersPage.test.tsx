import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { openDownload } from '@/lib/openDownload';
import { buildCartItem, orderId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';
import { addOrder, signInLearner } from '@/testing/fixtures/learnerOrders';

jest.mock('@/lib/openDownload');

beforeAll(async () => {
  await import('./OrdersPage');
});

/** Makes the window as wide as a desktop for MUI's media queries (jsdom has no layout). */
function desktopWindow() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...original(query), matches: /min-width/.test(query) }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

function arrangeThreeOrders() {
  signInLearner();
  addOrder(1, [buildCartItem(1)]);
  addOrder(2, [buildCartItem(2), buildCartItem(3)], { status: 'pending', paidAt: null });
  addOrder(3, [buildCartItem(4)], { status: 'refunded' });
}

describe('the order history', () => {
  it('on a phone: one card per order, newest first, with date, amount, status and the invoice', async () => {
    arrangeThreeOrders();
    const log = recordRequests();
    const { user } = renderApp('/orders');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your orders' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'VA-100003',
      'VA-100002',
      'VA-100001',
    ]);
    expect(cards[0]).toHaveTextContent('Refunded');
    expect(cards[1]).toHaveTextContent('Pending');
    expect(cards[1]).toHaveTextContent('12-11-2026');
    expect(cards[1]).toHaveTextContent('Course 2, Course 3');
    expect(cards[1]).toHaveTextContent('₹1,498.00');
    expect(within(cards[1]!).queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('Paid');
    expect(within(cards[2]!).getByRole('link', { name: 'VA-100001' })).toHaveAttribute(
      'href',
      `/orders/${orderId(1)}`,
    );
    expect(document.title).toBe('Your orders | Vaani Academy');

    await user.click(
      within(cards[2]!).getByRole('button', { name: 'Download invoice of order VA-100001 (PDF)' }),
    );
    await waitFor(() =>
      expect(openDownload).toHaveBeenCalledWith(
        expect.stringContaining('/api/orders/documents/invoice/'),
      ),
    );
    expect(requestsTo(log, 'POST', `/api/orders/${orderId(1)}/invoice-link`)).toHaveLength(1);
  });

  it('on a desktop: a table with a row per order', async () => {
    const restore = desktopWindow();
    try {
      arrangeThreeOrders();
      renderApp('/orders');

      const table = await screen.findByRole('table', { name: 'Your orders' });
      const rows = within(table).getAllByRole('row');
      expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Order', 'Date', 'Courses', 'Amount paid', 'Status', 'Invoice']);
      expect(rows).toHaveLength(4);
      expect(rows[3]).toHaveTextContent('VA-10000111-11-2026Course 1₹599.00Paid');
      expect(within(rows[3]!).getByRole('button', { name: /Download invoice/ })).toHaveTextContent(
        'Invoice',
      );
    } finally {
      restore();
    }
  });

  it('without orders: says so, with the way to the courses', async () => {
    signInLearner();
    renderApp('/orders');

    expect(await screen.findByText('You have not ordered anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('when the list cannot load: the reason and Retry, which loads it', async () => {
    signInLearner();
    addOrder(1, [buildCartItem(1)]);
    server.use(
      http.get(apiUrl('/orders'), () => errorResponse(500, 'The server is down.'), { once: true }),
    );
    const { user } = renderApp('/orders');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your orders. The server is down.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'VA-100001' })).toBeInTheDocument();
  });

  it('is for signed-in learners only', async () => {
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { name: /sign in/i }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/signin');
  });
});
