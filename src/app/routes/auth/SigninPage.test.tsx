import { VERIFICATION_RESENT } from '@contract/messages/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { googleSignInUrl } from '@/config/env';
import { browserNavigation } from '@/features/auth/components/browserNavigation';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SigninPage from './SigninPage';

/** The sign-in screen on its own (GuestOnly.test.tsx has the redirect of a signed-in user). */
const renderSignin = (path = '/signin') => renderWithProviders(<SigninPage />, { path });

type Clicker = ReturnType<typeof renderSignin>['user'];

async function signIn(user: Clicker, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign in', () => {
  it('asks for the email and the password and sends nothing', async () => {
    const log = recordRequests();
    const { user } = renderSignin();

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(requestsTo(log, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('puts the focus on the first field to correct', async () => {
    const { user } = renderSignin();

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('judges nothing while typing before the first try, then each field again as it changes', async () => {
    const { user } = renderSignin();

    await user.type(await screen.findByLabelText('Email'), 'asha');
    await user.tab();
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
  });

  it('rejects a malformed email', async () => {
    const { user } = renderSignin();
    await signIn(user, 'asha at example.com', 'secret-pass');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in: toast, redirect to /, token and user stored', async () => {
    const account = buildUser({ email: 'asha@example.com' });
    db.addAccount(account, 'secret-pass');
    const { user, router, store } = renderSignin();

    await signIn(user, 'asha@example.com', 'secret-pass');

    expect(await screen.findByText('Login Successfull')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user).toEqual(account);
    await waitFor(() => expect(window.localStorage.getItem('token')).toMatch(/^access-user-1-/));
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(account);
  });

  it('disables the button while the sign-in runs', async () => {
    db.addAccount(buildUser(), 'secret-pass');
    server.use(
      http.post(apiUrl('/auth/login'), async () => {
        await delay(300);
        return errorResponse(401, 'Invalid email or password.');
      }),
    );
    const { user } = renderSignin();

    await signIn(user, 'asha@example.com', 'secret-pass');

    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Try Again' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it("shows a failed login's message in a modal that closes and keeps the learner here", async () => {
    db.addAccount(buildUser(), 'secret-pass');
    const { user, router, store } = renderSignin();

    await signIn(user, 'asha@example.com', 'wrong-pass');

    const dialog = await screen.findByRole('dialog', { name: 'Sign in failed' });
    expect(dialog).toHaveTextContent('Invalid email or password.');
    expect(
      within(dialog).queryByRole('button', { name: 'Resend verification email' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/signin');
    expect(store.getState().auth.token).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('tells an unverified account so and resends the verification email', async () => {
    db.addAccount(buildUser({ email: 'new@example.com' }), 'secret-pass', false);
    const log = recordRequests();
    const { user } = renderSignin();

    await signIn(user, 'new@example.com', 'secret-pass');

    const dialog = await screen.findByRole('dialog', { name: 'Email not verified' });
    expect(dialog).toHaveTextContent('Please verify your email before signing in.');
    await user.click(within(dialog).getByRole('button', { name: 'Resend verification email' }));

    expect(await within(dialog).findByText(VERIFICATION_RESENT)).toBeInTheDocument();
    const [request] = requestsTo(log, 'POST', '/api/auth/resend-verification-email');
    expect(await request!.json()).toEqual({ email: 'new@example.com' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failed resend in the modal', async () => {
    db.addAccount(buildUser({ email: 'new@example.com' }), 'secret-pass', false);
    server.use(
      http.post(apiUrl('/auth/resend-verification-email'), () =>
        errorResponse(429, 'Too many requests. Please try again later.', 'RATE_LIMITED'),
      ),
    );
    const { user } = renderSignin();

    await signIn(user, 'new@example.com', 'secret-pass');
    const dialog = await screen.findByRole('dialog', { name: 'Email not verified' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend verification email' }));

    expect(
      await within(dialog).findByText('Too many requests. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('sends the browser to the Google sign-in address', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderSignin();

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(assign).toHaveBeenCalledWith(googleSignInUrl);
    expect(googleSignInUrl).toBe('http://localhost/api/auth/google');
    assign.mockRestore();
  });

  it('shows the error the server sent back from Google sign-in', async () => {
    renderSignin('/signin?error=Google%20sign-in%20is%20not%20configured.');

    const alert = await screen.findByText('Google sign-in is not configured.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Google sign-in did not complete');
  });

  it('links to sign up and to the forgotten password', async () => {
    renderSignin();
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
