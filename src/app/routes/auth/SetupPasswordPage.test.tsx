import { LINK_INVALID } from '@contract/messages/auth';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { VALID_SETUP_TOKEN } from '@/testing/mocks/handlers/authHandlers';
import { apiUrl } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SetupPasswordPage from './SetupPasswordPage';

/** The screen on its own: its form, messages and links, without the app around it. */
const renderSetupPassword = (path = '/setup-password') =>
  renderWithProviders(<SetupPasswordPage />, { path });

type Clicker = ReturnType<typeof renderSetupPassword>['user'];

async function submitPasswords(user: Clicker, password: string, confirmation: string) {
  if (password) await user.type(await screen.findByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(await screen.findByRole('button', { name: 'Set Password' }));
}

describe('Setup password', () => {
  it("waits with 'Please Wait...', then shows the server's message and a way to log in", async () => {
    server.use(
      http.post(apiUrl('/auth/setup-password'), async () => {
        await delay(300);
        return HttpResponse.json({ message: 'Your password is set. You can sign in now.' });
      }),
    );
    const log = recordRequests();
    const { user, router } = renderSetupPassword(`/setup-password?token=${VALID_SETUP_TOKEN}`);

    await submitPasswords(user, 'brand-new-pass', 'brand-new-pass');

    expect(await screen.findByText('Please Wait...')).toBeInTheDocument();
    expect(
      await screen.findByText('Your password is set. You can sign in now.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please Wait...')).not.toBeInTheDocument();
    const [request] = requestsTo(log, 'POST', '/api/auth/setup-password');
    expect(await request!.json()).toEqual({ token: VALID_SETUP_TOKEN, password: 'brand-new-pass' });

    await user.click(screen.getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("shows a failure's message, 'Retry Password Reset' back to the form and 'Resend Email'", async () => {
    const { user } = renderSetupPassword('/setup-password?token=stale-token');

    await submitPasswords(user, 'brand-new-pass', 'brand-new-pass');

    expect(await screen.findByText(LINK_INVALID.setup)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend Email' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('button', { name: 'Retry Password Reset' }));

    expect(await screen.findByLabelText('New Password')).toHaveValue('brand-new-pass');
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeInTheDocument();
    expect(screen.queryByText(LINK_INVALID.setup)).not.toBeInTheDocument();
  });

  it('asks for a password and a matching confirmation', async () => {
    const log = recordRequests();
    const { user } = renderSetupPassword(`/setup-password?token=${VALID_SETUP_TOKEN}`);

    await submitPasswords(user, '', '');
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();

    await submitPasswords(user, 'brand-new-pass', 'something-else');
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(requestsTo(log, 'POST', '/api/auth/setup-password')).toHaveLength(0);
  });

  it('explains a link without a token instead of showing the form', async () => {
    renderSetupPassword();

    expect(await screen.findByText(/has no token/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend Email' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
