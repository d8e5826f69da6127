import { screen, waitFor } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { emailUndoToken } from '@/testing/mocks/handlers/emailChangeHandlers';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderApp } from '@/testing/render';

const UNDONE =
  "The email change is undone: your account's email is asha@example.com again, and every session of it has ended. Choose a new password to sign in.";

describe('Undo an email change from the link mailed to the replaced address', () => {
  it('follows the link once, says the address is back, and asks for a new password at once', async () => {
    const owner = buildCompleteUser({ id: 'user-7', pendingEmail: 'taker@example.com' });
    db.addAccount(owner, 'secret-pass');
    const log = recordRequests();
    const { user } = renderApp(`/undo-email-change/${emailUndoToken('user-7')}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Change Undone' }),
    ).toBeInTheDocument();
    expect(screen.getByText(UNDONE)).toBeInTheDocument();
    expect(db.accounts.get('user-7')!.user.pendingEmail).toBeNull();

    await user.type(screen.getByLabelText('New Password'), 'a new password 1');
    await user.type(screen.getByLabelText('Confirm Password'), 'a new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText(
        'Your password has been reset. Please sign in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(requestsTo(log, 'POST', '/api/auth/undo-email-change/undo-user-7')).toHaveLength(1);
  });

  it('signed in on this browser, signs it out (the session has ended) without following the link twice', async () => {
    const owner = buildCompleteUser({ pendingEmail: 'taker@example.com' });
    window.localStorage.setItem('token', db.signIn(owner));
    window.localStorage.setItem('user', JSON.stringify(owner));
    const log = recordRequests();
    const { store } = renderApp(`/undo-email-change/${emailUndoToken(owner.id)}`);

    expect(await screen.findByText(UNDONE)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth).toMatchObject({ token: null, user: null }));
    expect(screen.getByText(UNDONE)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(log, 'POST', `/api/auth/undo-email-change/undo-${owner.id}`)).toHaveLength(1);
  });

  it("shows the server's reason when the link is used up or invalid", async () => {
    renderApp('/undo-email-change/not-a-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Change Not Undone' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This link to undo the email change is invalid or has already been used.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset Your Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
