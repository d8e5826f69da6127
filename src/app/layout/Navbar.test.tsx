import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildUser, buildCartItem } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

describe('Navbar', () => {
  it('offers Sign Up and Sign In to a visitor, with the five site links', async () => {
    renderApp('/tests');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Tests', 'Courses', 'About Us', 'Contact Us']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('shows the signed-in icons with the cart count as the sum of quantities', async () => {
    const user = buildUser();
    const token = db.signIn(user);
    db.cartOf(user.id).items = [buildCartItem(1, { quantity: 2 }), buildCartItem(2)];
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));

    renderApp('/tests');

    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/user-dash',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('offers the staff console to staff only', async () => {
    const staff = buildUser({ role: 'staff' });
    const token = db.signIn(staff);
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(staff));

    renderApp('/tests');

    expect(await screen.findByRole('link', { name: 'Staff console' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('shows a learner no staff console', async () => {
    const learner = buildUser();
    window.localStorage.setItem('token', db.signIn(learner));
    window.localStorage.setItem('user', JSON.stringify(learner));

    renderApp('/tests');

    expect(await screen.findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff console' })).not.toBeInTheDocument();
  });

  it('logs out after the confirmation and says so', async () => {
    const user = buildUser();
    const token = db.signIn(user);
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
    const { user: clicker, router, store } = renderApp('/tests');

    await clicker.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await clicker.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Logged out!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the session when the learner answers No', async () => {
    const user = buildUser();
    const token = db.signIn(user);
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
    const { user: clicker, store } = renderApp('/tests');

    await clicker.click(await screen.findByRole('button', { name: 'Log out' }));
    await clicker.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.user).not.toBeNull();
  });
});
