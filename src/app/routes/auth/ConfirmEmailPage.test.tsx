import { screen, waitFor } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { emailChangeToken } from '@/testing/mocks/handlers/emailChangeHandlers';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ConfirmEmailPage from './ConfirmEmailPage';

/** The screen on its own: its form, messages and links, without the app around it. */
const renderConfirmEmail = (path: string) =>
  renderWithProviders(<ConfirmEmailPage />, { path, route: '/confirm-email/:token' });

describe('Confirm a new email', () => {
  it('follows the link signed out, says the new address and offers to sign in', async () => {
    const owner = buildCompleteUser({ id: 'user-7', pendingEmail: 'asha.new@example.com' });
    db.addAccount(owner, 'secret-pass');
    const log = recordRequests();
    renderConfirmEmail(`/confirm-email/${emailChangeToken('user-7')}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Changed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your email is now asha.new@example.com. Use it to sign in from now on.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(requestsTo(log, 'POST', '/api/auth/confirm-email/confirm-user-7')).toHaveLength(1);
    expect(db.accounts.get('user-7')!.user.email).toBe('asha.new@example.com');
  });

  it('signed in on this browser, the user is loaded again with the new email', async () => {
    const owner = buildCompleteUser({ pendingEmail: 'asha.new@example.com' });
    window.localStorage.setItem('token', db.signIn(owner));
    window.localStorage.setItem('user', JSON.stringify(owner));
    const { store } = renderConfirmEmail(`/confirm-email/${emailChangeToken(owner.id)}`);

    expect(await screen.findByRole('link', { name: 'Go to Your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await waitFor(() =>
      expect(store.getState().auth.user).toMatchObject({
        email: 'asha.new@example.com',
        pendingEmail: null,
      }),
    );
  });

  it("shows the server's reason when the link is used up or invalid", async () => {
    renderConfirmEmail('/confirm-email/not-a-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Not Changed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This email confirmation link is invalid or has already been used.'),
    ).toBeInTheDocument();
  });
});
