import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@contract/types';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser, buildUser } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ProfilePage from './ProfilePage';

const COMPLETE_NOTICE = 'Complete your profile to visit your dashboard';

/**
 * The profile screen on its own, signed in from localStorage as after a reload. Waits until the
 * app has restored the session (refresh, then GET /auth/user).
 */
async function renderProfile(account: User) {
  const token = db.signIn(account);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(account));
  const log = recordRequests();
  const view = renderWithProviders(<ProfilePage />, { path: '/profile' });
  await waitFor(() => {
    expect(requestsTo(log, 'GET', '/api/auth/user')).toHaveLength(1);
    expect(view.store.getState().auth.sessionStatus).toBe('ready');
  });
  return { ...view, log };
}

async function openEditor(account: User = buildCompleteUser()) {
  const view = await renderProfile(account);
  await view.user.click(await screen.findByRole('button', { name: 'Update Profile' }));
  await screen.findByRole('form', { name: 'Edit profile' });
  return view;
}

const save = (user: ReturnType<typeof renderWithProviders>['user']) =>
  user.click(screen.getByRole('button', { name: 'Save Changes' }));

const putRequests = (log: ReturnType<typeof recordRequests>, id = 'user-1') =>
  requestsTo(log, 'PUT', `/api/users/${id}`);

describe('Profile, view mode', () => {
  it('shows the saved details, the date as DD-MM-YYYY and the placeholder photo', async () => {
    const { log } = await renderProfile(buildCompleteUser({ profilePhoto: '' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('12-04-1998')).toBeInTheDocument();
    expect(screen.queryByText('1998-04-12')).not.toBeInTheDocument();
    for (const text of ['asha@example.com', 'Student', 'Undergrad', 'Delhi University']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const photo = screen.getByRole('img', { name: 'Profile photo of Asha Verma' });
    expect(photo).toHaveAttribute('src', '/images/avatar-placeholder.svg');
    expect(photo).toHaveAttribute('width', '112');
    expect(photo).toHaveAttribute('height', '112');
    await waitFor(() =>
      expect(requestsTo(log, 'GET', '/api/users/profile-status')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByText('Checking your profile')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(COMPLETE_NOTICE)).not.toBeInTheDocument();
  });

  it("shows the user's own photo when there is one", async () => {
    await renderProfile(buildCompleteUser({ profilePhoto: 'https://photos.example.com/asha.jpg' }));
    const photo = await screen.findByRole('img', { name: 'Profile photo of Asha Verma' });
    expect(photo).toHaveAttribute('src', 'https://photos.example.com/asha.jpg');
  });

  it('shows the field each profession asks for', async () => {
    await renderProfile(
      buildCompleteUser({ profession: 'IT Profession', organization: 'Infosys' }),
    );
    expect(await screen.findByText('Infosys')).toBeInTheDocument();
    expect(screen.getByText('Organization')).toBeInTheDocument();
    expect(screen.queryByText('School/College')).not.toBeInTheDocument();
  });

  it('asks for an incomplete profile to be completed', async () => {
    await renderProfile(buildUser());
    expect(await screen.findByText(COMPLETE_NOTICE)).toBeInTheDocument();
  });
});

describe('Profile, edit mode', () => {
  it('switches to edit mode, and Cancel goes back to view mode without the errors', async () => {
    const { user } = await openEditor();

    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('12-04-1998');
    expect(screen.getByLabelText('Profession')).toHaveValue('Student');
    await user.clear(screen.getByLabelText('Name'));
    await save(user);
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Asha Verma', { selector: 'dd' })).toBeInTheDocument();
  });

  it("says 'No changes were made.' and sends nothing when nothing changed", async () => {
    const { user, log } = await openEditor();

    await save(user);

    const message = await screen.findByText('No changes were made.');
    expect(message.closest('[role="status"]')).toHaveFocus();
    expect(putRequests(log)).toHaveLength(0);
  });

  it('sends only the changed fields, reports success and returns to view mode', async () => {
    const { user, log, store } = await openEditor();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Date of Birth'), '05-01-1999');
    await save(user);

    expect(await screen.findByText('User Profile updated successfully!')).toBeInTheDocument();
    expect(
      await screen.findByText('You can visit your User Dashboard to view your purchases'),
    ).toBeInTheDocument();
    const [request] = putRequests(log);
    expect(await request!.json()).toEqual({ name: 'Asha Rao', dob: '1999-01-05' });
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByText('05-01-1999')).toBeInTheDocument();
    expect(screen.getByText('Asha Rao', { selector: 'dd' })).toBeInTheDocument();
    expect(store.getState().auth.user?.name).toBe('Asha Rao');
  });

  it('completes a profile with a new profession and its field, and the notice goes away', async () => {
    const { user, log } = await openEditor(buildUser());
    expect(screen.getByText(COMPLETE_NOTICE)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Profession'), 'IT Profession');
    await user.type(screen.getByLabelText('Organization'), 'Infosys');
    await save(user);

    expect(await screen.findByText('User Profile updated successfully!')).toBeInTheDocument();
    const [request] = putRequests(log);
    expect(await request!.json()).toEqual({ profession: 'IT Profession', organization: 'Infosys' });
    await waitFor(() => expect(screen.queryByText(COMPLETE_NOTICE)).not.toBeInTheDocument());
  });

  it('shows the profession-dependent fields for the chosen profession', async () => {
    const { user } = await openEditor();
    expect(screen.getByLabelText('Education Status')).toHaveValue('Undergrad');
    expect(screen.getByLabelText('School/College')).toHaveValue('Delhi University');

    await user.selectOptions(screen.getByLabelText('Profession'), 'Job Seeker');
    expect(screen.getByLabelText('Qualification')).toBeInTheDocument();
    expect(screen.queryByLabelText('School/College')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Profession'), 'IT Profession');
    expect(screen.getByLabelText('Organization')).toBeInTheDocument();
    expect(screen.queryByLabelText('Qualification')).not.toBeInTheDocument();

    const options = within(screen.getByLabelText('Profession'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Select your profession',
      'Student',
      'IT Profession',
      'Job Seeker',
      'Aspirant Studying Abroad',
    ]);
  });
});

describe('Profile validation', () => {
  type Clicker = ReturnType<typeof renderWithProviders>['user'];
  const cases: [string, (user: Clicker) => Promise<void>, string][] = [
    ['an empty name', (u) => u.clear(screen.getByLabelText('Name')), 'Name is required.'],
    ['an empty email', (u) => u.clear(screen.getByLabelText('Email')), 'Email is required.'],
    [
      'a malformed email',
      async (u) => {
        await u.clear(screen.getByLabelText('Email'));
        await u.type(screen.getByLabelText('Email'), 'asha@example');
      },
      'Please enter a valid email address.',
    ],
    [
      'an empty date of birth',
      (u) => u.clear(screen.getByLabelText('Date of Birth')),
      'Date of Birth is required.',
    ],
    [
      'no profession',
      (u) => u.selectOptions(screen.getByLabelText('Profession'), ''),
      'Profession is required',
    ],
    [
      'a student without a school/college',
      (u) => u.clear(screen.getByLabelText('School/College')),
      'School/College is required for students.',
    ],
    [
      'an IT professional without an organization',
      (u) => u.selectOptions(screen.getByLabelText('Profession'), 'IT Profession'),
      'Organization is required for IT professionals.',
    ],
    [
      'a job seeker without a qualification',
      (u) => u.selectOptions(screen.getByLabelText('Profession'), 'Job Seeker'),
      'Qualification is required for Job Seeker.',
    ],
    [
      'an aspirant studying abroad without a qualification',
      (u) => u.selectOptions(screen.getByLabelText('Profession'), 'Aspirant Studying Abroad'),
      'Qualification is required for Aspirant Studying Abroad.',
    ],
  ];

  it.each(cases)('refuses %s', async (_, edit, message) => {
    const { user, log } = await openEditor();
    await edit(user);
    await save(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
    expect(putRequests(log)).toHaveLength(0);
  });

  it('shows the education-status error at the top and next to its field', async () => {
    const { user, log } = await openEditor();
    await user.selectOptions(screen.getByLabelText('Education Status'), '');
    await save(user);

    const messages = await screen.findAllByText('Education status is required for students.');
    expect(messages).toHaveLength(2);
    expect(screen.getByLabelText('Education Status')).toHaveAttribute('aria-invalid', 'true');
    expect(putRequests(log)).toHaveLength(0);
  });

  it('shows only the first error at the top', async () => {
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('School/College'));
    await save(user);

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('School/College is required for students.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Profile update failures', () => {
  const changeName = async (user: ReturnType<typeof renderWithProviders>['user']) => {
    await user.type(screen.getByLabelText('Name'), ' Rao');
    await save(user);
  };

  it("shows the server's message in red and stays in edit mode", async () => {
    server.use(
      http.put(apiUrl('/users/:id'), () => errorResponse(409, 'This email is already in use.')),
    );
    const { user } = await openEditor();

    await changeName(user);

    expect(
      await screen.findByText('There was an error while updating your profile!'),
    ).toBeInTheDocument();
    const detail = screen.getByText('This email is already in use.');
    expect(detail).toHaveStyle({ color: '#c62828' });
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma Rao');
  });

  it("says 'An error occurred.' when the answer has no message", async () => {
    server.use(http.put(apiUrl('/users/:id'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openEditor();

    await changeName(user);

    expect(
      await screen.findByText('There was an error while updating your profile!'),
    ).toBeInTheDocument();
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
  });

  it("says 'An unexpected error occurred.' when no answer comes", async () => {
    server.use(http.put(apiUrl('/users/:id'), () => HttpResponse.error()));
    const { user } = await openEditor();

    await changeName(user);

    expect(
      await screen.findByText('There was an error while updating your profile!'),
    ).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
  });
});

describe('Profile, changing the email', () => {
  const PASSWORD_LABEL = 'Current Password';
  const typeEmail = async (
    user: Awaited<ReturnType<typeof renderProfile>>['user'],
    email: string,
  ) => {
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), email);
  };

  it('asks for the current password only while the email field holds a new address', async () => {
    const { user } = await openEditor();
    expect(screen.queryByLabelText(PASSWORD_LABEL)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), ' Rao');
    expect(screen.queryByLabelText(PASSWORD_LABEL)).not.toBeInTheDocument();
    await typeEmail(user, 'asha.new@example.com');
    expect(screen.getByLabelText(PASSWORD_LABEL)).toHaveAttribute('type', 'password');
    await typeEmail(user, 'ASHA@example.com');
    expect(screen.queryByLabelText(PASSWORD_LABEL)).not.toBeInTheDocument();
  });

  it('refuses a new email without the current password, sending nothing', async () => {
    const { user, log } = await openEditor();
    await typeEmail(user, 'asha.new@example.com');
    await save(user);

    expect(
      await screen.findByText('Please enter your current password to change your email.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(PASSWORD_LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(putRequests(log)).toHaveLength(0);
  });

  it('sends the new email with the current password, and reports success as any update', async () => {
    const { user, log } = await openEditor();
    await typeEmail(user, 'asha.new@example.com');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'secret-pass');
    await save(user);

    expect(await screen.findByText('User Profile updated successfully!')).toBeInTheDocument();
    const [request] = putRequests(log);
    expect(await request!.json()).toEqual({
      email: 'asha.new@example.com',
      currentPassword: 'secret-pass',
    });
    expect(screen.getByText('Confirmation pending for asha.new@example.com')).toBeInTheDocument();
  });

  it("shows the server's message when the current password is wrong, and stays in edit mode", async () => {
    const { user } = await openEditor();
    await typeEmail(user, 'asha.new@example.com');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'not my password');
    await save(user);

    expect(
      await screen.findByText('There was an error while updating your profile!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your current password is not correct.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('does not ask an account without a password (Google), and shows the sign-in-again message', async () => {
    const signInAgain =
      'For your security, please sign out and sign in again, then change your email within 10 minutes.';
    server.use(
      http.put(apiUrl('/users/:id'), () =>
        errorResponse(403, signInAgain, 'RECENT_SIGN_IN_REQUIRED'),
      ),
    );
    const { user, log } = await openEditor(buildCompleteUser({ hasPassword: false }));
    await typeEmail(user, 'asha.new@example.com');
    expect(screen.queryByLabelText(PASSWORD_LABEL)).not.toBeInTheDocument();
    await save(user);

    expect(await screen.findByText(signInAgain)).toBeInTheDocument();
    const [request] = putRequests(log);
    expect(await request!.json()).toEqual({ email: 'asha.new@example.com' });
  });
});
