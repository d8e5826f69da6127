import { screen, waitFor } from '@testing-library/react';
import type { User } from '@contract/types';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ProfilePage from '@/app/routes/ProfilePage';

async function renderProfile(account: User) {
  const token = db.signIn(account);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(account));
  const log = recordRequests();
  const view = renderWithProviders(<ProfilePage />, { path: '/profile' });
  await waitFor(() => expect(view.store.getState().auth.sessionStatus).toBe('ready'));
  return { ...view, log };
}

const PENDING = 'Confirmation pending for asha.new@example.com';

describe('Profile, a changed email waiting for confirmation', () => {
  it('keeps showing the old email and says which address waits, after saving a new one', async () => {
    const { user } = await renderProfile(buildCompleteUser());
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.getAllByText('asha@example.com').length).toBeGreaterThan(0);
  });

  it('resends the link and tells the learner where it went', async () => {
    const { user, log } = await renderProfile(
      buildCompleteUser({ pendingEmail: 'asha.new@example.com' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend the confirmation link' }));

    expect(
      await screen.findByText('We sent a new confirmation link to asha.new@example.com.'),
    ).toBeInTheDocument();
    expect(requestsTo(log, 'POST', '/api/users/user-1/email-change/resend')).toHaveLength(1);
    expect(screen.getByText(PENDING)).toBeInTheDocument();
  });

  it('cancels the change: the notice goes and the account keeps its email', async () => {
    const { user, log, store } = await renderProfile(
      buildCompleteUser({ pendingEmail: 'asha.new@example.com' }),
    );
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the email change' }));

    await waitFor(() => expect(screen.queryByText(PENDING)).not.toBeInTheDocument());
    expect(
      await screen.findByText('The email change is cancelled. Your email stays the same.'),
    ).toBeInTheDocument();
    expect(requestsTo(log, 'DELETE', '/api/users/user-1/email-change')).toHaveLength(1);
    expect(store.getState().auth.user).toMatchObject({
      email: 'asha@example.com',
      pendingEmail: null,
    });
  });
});
