import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';
import { apiUrl } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';

beforeAll(() => {
  // The chart measures its box; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('the console overview', () => {
  it('shows the figures, the best sellers and the daily revenue as a table', async () => {
    renderConsole('/admin');
    const revenueToday = await screen.findByRole('region', { name: 'Revenue today' });
    expect(revenueToday).toHaveTextContent('Rs. 4,999');
    expect(screen.getByRole('region', { name: 'Orders 7 days' })).toHaveTextContent('14');
    expect(screen.getByRole('region', { name: 'New learners 30 days' })).toHaveTextContent('88');
    expect(screen.getByText('IELTS Writing Masterclass')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily revenue, last 30 days' });
    const row = within(table).getByRole('row', { name: /2026-11-02/ });
    expect(row).toHaveTextContent('Rs. 1,000');
    expect(adminDb.overview.dailyRevenue).toHaveLength(30);
  });

  it('offers Retry when the figures do not load', async () => {
    server.use(
      http.get(apiUrl('/admin/overview'), () =>
        HttpResponse.json({ message: 'Down for a moment.' }, { status: 500 }),
      ),
    );
    renderConsole('/admin');
    expect(await screen.findByText('Down for a moment.')).toBeInTheDocument();
    server.resetHandlers();
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Revenue today' })).toBeInTheDocument();
  });
});
