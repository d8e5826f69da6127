import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { apiUrl } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

describe('the dashboard guard', () => {
  it('sends a learner to the profile when the server answers isProfileComplete: false successfully', async () => {
    server.use(
      http.get(apiUrl('/users/profile-status'), () =>
        HttpResponse.json({ isProfileComplete: false }),
      ),
    );
    const learner = buildUser();
    window.localStorage.setItem('token', db.signIn(learner));
    window.localStorage.setItem('user', JSON.stringify(learner));

    const { router } = renderApp('/user-dash');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(
      await screen.findByText('Complete your profile to visit your dashboard'),
    ).toBeInTheDocument();
  });
});
