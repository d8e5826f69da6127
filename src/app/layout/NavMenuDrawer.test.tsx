import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCartItem, buildUser } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

function signIn() {
  const learner = buildUser({ name: 'Meera Iyer', email: 'meera@example.com' });
  window.localStorage.setItem('token', db.signIn(learner));
  window.localStorage.setItem('user', JSON.stringify(learner));
  return learner;
}

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the menu drawer', () => {
  it("shows a visitor the academy's name, the pages in groups, and Sign Up / Sign In", async () => {
    const { user } = renderApp('/tests');

    const menu = await openMenu(user);

    expect(within(menu).getByRole('link', { name: 'Vaani Academy home' })).toHaveTextContent(
      'Vaani Academy',
    );
    const explore = within(menu).getByRole('list', { name: 'Explore' });
    expect(
      within(explore)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Tests', 'Courses']);
    expect(within(explore).getByRole('link', { name: 'Tests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const academy = within(menu).getByRole('list', { name: 'The academy' });
    expect(
      within(academy)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About Us', 'Contact Us']);
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(menu).queryByRole('list', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('closes when a page is chosen, and that page opens', async () => {
    const { user, router } = renderApp('/tests');

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'About Us' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows who is signed in, with the dashboard, profile, cart count and logout', async () => {
    const learner = signIn();
    db.cartOf(learner.id).items = [buildCartItem(1), buildCartItem(2)];
    const { user } = renderApp('/tests');

    const menu = await openMenu(user);

    expect(within(menu).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(menu).getByText('meera@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('img', { name: 'Profile photo of Meera Iyer' })).toBeVisible();
    const account = within(menu).getByRole('list', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/user-dash',
    );
    expect(within(account).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(account).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(await within(account).findByRole('button', { name: 'Cart 2 items' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens the cart drawer in place of the menu', async () => {
    const learner = signIn();
    db.cartOf(learner.id).items = [buildCartItem(3)];
    const { user } = renderApp('/tests');

    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Cart 1 item' }));

    expect(await screen.findByText('Course 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('logs out after the confirmation, and closes', async () => {
    signIn();
    const { user, store, router } = renderApp('/tests');

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
    const confirmation = await screen.findByRole('dialog', {
      description: 'Are you sure you want to logout?',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Logged out!')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
