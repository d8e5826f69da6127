import { VERIFICATION_RESENT } from '@contract/messages/auth';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { VALID_EMAIL_TOKEN } from '@/testing/mocks/handlers/authHandlers';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

describe('Verify email', () => {
  it("verifies the token and moves on to /email-verified with the server's message", async () => {
    server.use(
      http.get(apiUrl('/auth/verify-email/:token'), async () => {
        await delay(300);
        return HttpResponse.json({ message: 'Your email is verified. You can sign in now.' });
      }),
    );
    const log = recordRequests();
    const { router } = renderApp(`/verify-email/${VALID_EMAIL_TOKEN}`);

    expect(await screen.findByText('Checking your verification link...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your email is verified. You can sign in now.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-verified');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(requestsTo(log, 'GET', `/api/auth/verify-email/${VALID_EMAIL_TOKEN}`)).toHaveLength(1);
  });

  it('says an invalid link is invalid and resends to the typed email', async () => {
    const log = recordRequests();
    const { user } = renderApp('/verify-email/not-a-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid Verification Link' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This verification link is not valid/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    expect(await screen.findByText(VERIFICATION_RESENT)).toBeInTheDocument();
    const [request] = requestsTo(log, 'POST', '/api/auth/resend-verification-email');
    expect(await request!.json()).toEqual({ email: 'asha@example.com' });
  });

  it('says an expired link has expired and offers the resend form', async () => {
    server.use(
      http.get(apiUrl('/auth/verify-email/:token'), () =>
        errorResponse(400, 'This verification link has expired.', 'TOKEN_EXPIRED'),
      ),
    );
    const { user } = renderApp('/verify-email/old-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Link Expired' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  });

  it('lets the learner try again after a network failure', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/auth/verify-email/:token'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ message: 'Your email is verified.' });
      }),
    );
    const { user, router } = renderApp(`/verify-email/${VALID_EMAIL_TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verified'));
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
  });
});

describe('Email verified', () => {
  it('confirms the verification and offers to sign in', async () => {
    const { user, router } = renderApp('/email-verified');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your email address is verified/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
