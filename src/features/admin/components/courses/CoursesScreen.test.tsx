import { screen, waitFor, within } from '@testing-library/react';
import { renderConsole } from '@/testing/admin/renderConsole';
import { recordRequests } from '@/testing/mocks/requestLog';

describe('the console course list', () => {
  it('shows a page of courses and asks the server for the next one', async () => {
    const log = recordRequests();
    const { user, router } = renderConsole('/admin/courses');
    const grid = await screen.findByRole('grid', { name: 'Courses' }, { timeout: 10_000 });
    expect(await within(grid).findByRole('link', { name: 'Course 25' })).toBeInTheDocument();
    expect(within(grid).getAllByText('Published').length).toBeGreaterThan(0);
    expect(log.some((r) => r.path === '/api/admin/courses?page=1&pageSize=20')).toBe(true);

    await user.click(screen.getByRole('button', { name: /next page/i }));
    // 25 courses, 20 a page: the second page holds 5 (and the header row).
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '6'));
    expect(log.some((r) => r.path === '/api/admin/courses?page=2&pageSize=20')).toBe(true);
    expect(router.state.location.search).toBe('?page=2&pageSize=20');
  });
});
