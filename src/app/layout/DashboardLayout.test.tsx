import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

function signInCompleteLearner() {
  const learner = buildCompleteUser();
  window.localStorage.setItem('token', db.signIn(learner));
  window.localStorage.setItem('user', JSON.stringify(learner));
}

describe('DashboardLayout', () => {
  it('has the Courses and Tests tabs, and home and profile links', async () => {
    signInCompleteLearner();
    const { user, router } = renderApp('/user-dash');

    const tabs = await screen.findByRole('tablist', { name: 'Dashboard sections' });
    expect(within(tabs).getByRole('tab', { name: 'Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');

    await user.click(within(tabs).getByRole('tab', { name: 'Tests' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user-dash/mytests'));
    expect(await screen.findByText('Coming Soon!')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Tests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('logs out to the home page, not to the sign-in page', async () => {
    signInCompleteLearner();
    const { user, router, store } = renderApp('/user-dash');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByText('Logged out!')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
