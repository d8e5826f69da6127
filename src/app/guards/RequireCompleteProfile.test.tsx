import { screen, waitFor } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser, buildUser } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderApp } from '@/testing/render';

function signInAs(learner: ReturnType<typeof buildUser>) {
  window.localStorage.setItem('token', db.signIn(learner));
  window.localStorage.setItem('user', JSON.stringify(learner));
}

describe('the dashboard guard', () => {
  it('sends a learner whose profile status fails (403 PROFILE_INCOMPLETE) to the profile, logging no error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const log = recordRequests();
    signInAs(buildUser());

    const { router } = renderApp('/user-dash');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(
      await screen.findByText('Complete your profile to visit your dashboard'),
    ).toBeInTheDocument();
    expect(requestsTo(log, 'GET', '/api/users/profile-status').length).toBeGreaterThan(0);
    // An incomplete profile is an expected failure, not an error to log.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('opens the dashboard when the profile status succeeds', async () => {
    signInAs(buildCompleteUser());

    const { router } = renderApp('/user-dash');

    expect(await screen.findByRole('heading', { name: 'My Courses' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-dash');
  });
});
