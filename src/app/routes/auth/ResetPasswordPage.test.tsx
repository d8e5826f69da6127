import { LINK_EXPIRED, PASSWORD_RESET } from '@contract/messages/auth';
import { screen } from '@testing-library/react';
import { VALID_RESET_TOKEN } from '@/testing/mocks/handlers/authHandlers';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ResetPasswordPage from './ResetPasswordPage';

/** The screen on its own: its form, messages and links, without the app around it. */
const renderResetPassword = (path: string) =>
  renderWithProviders(<ResetPasswordPage />, { path, route: '/auth/reset-password/:resetToken' });

type Clicker = ReturnType<typeof renderResetPassword>['user'];

async function submitPasswords(user: Clicker, password: string, confirmation: string) {
  if (password) await user.type(await screen.findByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
}

describe('Reset password', () => {
  it('sets the new password for the link and offers to sign in', async () => {
    const log = recordRequests();
    const { user } = renderResetPassword(`/auth/reset-password/${VALID_RESET_TOKEN}`);

    await submitPasswords(user, 'brand-new-pass', 'brand-new-pass');

    expect(await screen.findByText(PASSWORD_RESET)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    const [request] = requestsTo(log, 'POST', `/api/auth/reset-password/${VALID_RESET_TOKEN}`);
    expect(await request!.json()).toEqual({ password: 'brand-new-pass' });
  });

  it("shows an expired link's message with a way to ask for a new one, or to try again", async () => {
    const { user } = renderResetPassword('/auth/reset-password/old-token');

    await submitPasswords(user, 'brand-new-pass', 'brand-new-pass');

    expect(await screen.findByText(LINK_EXPIRED.reset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('New Password')).toHaveValue('brand-new-pass');
  });

  it('checks both fields before sending', async () => {
    const log = recordRequests();
    const { user } = renderResetPassword(`/auth/reset-password/${VALID_RESET_TOKEN}`);

    await submitPasswords(user, '', '');
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();

    await submitPasswords(user, 'brand-new-pass', 'brand-new-pas');
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(requestsTo(log, 'POST', `/api/auth/reset-password/${VALID_RESET_TOKEN}`)).toHaveLength(
      0,
    );
  });
});
