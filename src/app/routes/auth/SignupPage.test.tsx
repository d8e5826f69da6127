import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { TOO_MANY_MAILS } from '@contract/messages/auth';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SignupPage from './SignupPage';

/** The sign-up screen on its own (GuestOnly.test.tsx has the redirect of a signed-in user). */
const renderSignup = () => renderWithProviders(<SignupPage />, { path: '/signup' });

type Clicker = ReturnType<typeof renderSignup>['user'];

async function fillSignup(
  user: Clicker,
  values: Partial<Record<'name' | 'email' | 'password' | 'confirm' | 'dob', string>>,
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  if (values.dob) await user.type(screen.getByLabelText('Date of Birth'), values.dob);
}

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  password: 'strong-pass',
  confirm: 'strong-pass',
  dob: '17-05-2000',
};

describe('Sign up', () => {
  it('shows a message for every empty field and sends nothing', async () => {
    const log = recordRequests();
    const { user } = renderSignup();

    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Date Of Birth is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(log, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('rejects a malformed email, a short password and a confirmation that does not match', async () => {
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });

    await fillSignup(user, {
      ...valid,
      email: 'ravi@example',
      password: 'short',
      confirm: 'shorter',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('registers, says so in the page and in a modal, clears the form and never sends the confirmation', async () => {
    const log = recordRequests();
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });

    await fillSignup(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registration successful' });
    expect(dialog).toHaveTextContent('ravi@example.com');
    expect(
      screen.getByText('Registered successfully! Please check your email for verification link.'),
    ).toBeInTheDocument();
    const [request] = requestsTo(log, 'POST', '/api/auth/register');
    expect(await request!.json()).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      password: 'strong-pass',
      dob: '2000-05-17',
    });
    expect(db.findAccountByEmail('ravi@example.com')?.verified).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const label of ['Name', 'Email', 'Password', 'Confirm Password', 'Date of Birth']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('closes the success modal with Escape', async () => {
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    await fillSignup(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('dialog', { name: 'Registration successful' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers an address that has an account exactly as a new one', async () => {
    db.addAccount(buildUser({ email: 'ravi@example.com' }), 'another-pass');
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });

    await fillSignup(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(
      await screen.findByText(
        'Registered successfully! Please check your email for verification link.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server error above the form and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl('/auth/register'), () => errorResponse(429, TOO_MANY_MAILS, 'RATE_LIMITED')),
    );
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });

    await fillSignup(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const alert = await screen.findByText(TOO_MANY_MAILS);
    const nameField = screen.getByLabelText('Name');
    expect(
      alert.compareDocumentPosition(nameField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(nameField).toHaveValue('Ravi Kumar');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Registered successfully! Please check your email for verification link.'),
    ).not.toBeInTheDocument();
  });

  it('links to sign in', async () => {
    renderSignup();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
