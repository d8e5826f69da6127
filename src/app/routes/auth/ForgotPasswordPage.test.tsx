import { RESET_LINK_SENT } from '@contract/messages/auth';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ForgotPasswordPage from './ForgotPasswordPage';

/** The screen on its own: its form, messages and links, without the app around it. */
const renderForgotPassword = (path = '/forgot-password') =>
  renderWithProviders(<ForgotPasswordPage />, { path });

const NEUTRAL = RESET_LINK_SENT;

describe('Forgot password', () => {
  it("sends the email and shows the server's neutral answer", async () => {
    const log = recordRequests();
    const { user } = renderForgotPassword();

    await user.type(await screen.findByLabelText('Email'), ' someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    const [request] = requestsTo(log, 'POST', '/api/auth/forgot-password');
    expect(await request!.json()).toEqual({ email: 'someone@example.com' });
  });

  it('checks the email before sending', async () => {
    const log = recordRequests();
    const { user } = renderForgotPassword();

    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requestsTo(log, 'POST', '/api/auth/forgot-password')).toHaveLength(0);
  });

  it('shows a refusal from the server', async () => {
    server.use(
      http.post(apiUrl('/auth/forgot-password'), () =>
        errorResponse(429, 'Too many requests. Please try again later.', 'RATE_LIMITED'),
      ),
    );
    const { user } = renderForgotPassword();

    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(
      await screen.findByText('Too many requests. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
  });

  it('links back to sign in', async () => {
    renderForgotPassword();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
