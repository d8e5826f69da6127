import { screen, within } from '@testing-library/react';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SignupPage from './SignupPage';

/** The screen on its own: its form, messages and links, without the app around it. */
const renderSignup = (path = '/signup') => renderWithProviders(<SignupPage />, { path });

type Clicker = ReturnType<typeof renderSignup>['user'];

async function fillAllButTheDate(user: Clicker) {
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Password'), 'strong-pass');
  await user.type(screen.getByLabelText('Confirm Password'), 'strong-pass');
}

const dateField = () => screen.getByRole('textbox', { name: 'Date of Birth' });

describe('Sign up, the date of birth', () => {
  it('is typed as DD-MM-YYYY, the dashes coming by themselves, and sent as YYYY-MM-DD', async () => {
    const log = recordRequests();
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    await fillAllButTheDate(user);

    expect(dateField()).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await user.type(dateField(), '17052000');
    expect(dateField()).toHaveValue('17-05-2000');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await screen.findByRole('dialog', { name: 'Registration successful' });
    const [request] = requestsTo(log, 'POST', '/api/auth/register');
    expect(await request!.json()).toMatchObject({ dob: '2000-05-17' });
  });

  it.each([
    ['an unfinished date', '1705'],
    ['a day that does not exist', '31022001'],
  ])('refuses %s with the usual message and sends nothing', async (_, typed) => {
    const log = recordRequests();
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    await fillAllButTheDate(user);

    await user.type(dateField(), typed);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Please enter a valid date of birth.')).toBeInTheDocument();
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(log, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('can be chosen from a calendar: year, month, then day', async () => {
    const { user } = renderSignup();
    await screen.findByRole('button', { name: 'Sign Up' });

    await user.click(screen.getByRole('button', { name: 'Choose Date of Birth from a calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Date of Birth: calendar' });
    await user.click(within(calendar).getByRole('radio', { name: '1998' }));
    await user.click(await within(calendar).findByRole('radio', { name: 'April' }));
    await user.click(await within(calendar).findByRole('gridcell', { name: '12' }));

    expect(dateField()).toHaveValue('12-04-1998');
    expect(
      screen.queryByRole('dialog', { name: 'Date of Birth: calendar' }),
    ).not.toBeInTheDocument();
  });
});
