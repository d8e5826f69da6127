import { screen, waitFor } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

// The guard on the whole app; the sign-in and sign-up screens' own tests render them alone.
describe('GuestOnly', () => {
  it('sends a signed-in user from /signin to /', async () => {
    const account = buildUser();
    const token = db.signIn(account);
    const { router } = renderApp('/signin', { preloadedState: { auth: { token, user: account } } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user from /signup to / (the session read back from storage)', async () => {
    const account = buildUser();
    const token = db.signIn(account);
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(account));

    const { router } = renderApp('/signup');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
