import { screen, within } from '@testing-library/react';
import { STAFF_ONLY_TEXT } from '@/app/admin/ForbiddenPage';
import { staffSession } from '@/testing/admin/staffSession';
import { renderApp } from '@/testing/render';

describe('the staff console’s guard', () => {
  it('sends a visitor to sign in', async () => {
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { name: /sign in/i });
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('shows a learner the page is for staff', async () => {
    renderApp('/admin/courses', { preloadedState: staffSession('learner').preloadedState });
    expect(await screen.findByText(STAFF_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
  });

  it('opens the console for staff, without the admins’ Staff entry', async () => {
    renderApp('/admin', { preloadedState: staffSession('staff').preloadedState });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    for (const name of [
      'Overview',
      'Courses',
      'Coupons',
      'Orders',
      'Learners',
      'Messages',
      'Reviews',
      'Audit log',
    ])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Back to the site' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows admins the Staff entry', async () => {
    renderApp('/admin', { preloadedState: staffSession('admin').preloadedState });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Staff' })).toBeInTheDocument();
  });
});

describe('the console header', () => {
  it('says who is signed in, and logs out', async () => {
    const { user, store } = renderApp('/admin', {
      preloadedState: staffSession('staff').preloadedState,
    });
    const who = await screen.findByRole('group', { name: 'Signed in as' });
    expect(who).toHaveTextContent('Sam staff');
    expect(who).toHaveTextContent('staff@example.com · staff');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Logged out!')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('the account menu', () => {
  it.each([
    ['staff', true],
    ['admin', true],
    ['learner', false],
  ] as const)('for a %s has a Staff console item: %s', async (role, shown) => {
    const { user } = renderApp('/about', { preloadedState: staffSession(role).preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    if (shown)
      expect(await screen.findByRole('link', { name: 'Staff console' })).toHaveAttribute(
        'href',
        '/admin',
      );
    else {
      await screen.findByText('Your account');
      expect(screen.queryByRole('link', { name: 'Staff console' })).not.toBeInTheDocument();
    }
  });
});
