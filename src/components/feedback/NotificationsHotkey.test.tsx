import { screen } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

describe('the Alt+T notifications hotkey', () => {
  it('moves keyboard focus to the newest notification', async () => {
    const asha = buildUser();
    window.localStorage.setItem('token', db.signIn(asha));
    window.localStorage.setItem('user', JSON.stringify(asha));
    const { user } = renderApp('/tests');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const toast = (await screen.findByText('Logged out!')).closest('[role="alert"]');

    await user.keyboard('{Alt>}t{/Alt}');

    expect(toast).not.toBeNull();
    expect(toast).toHaveFocus();
  });

  it('does nothing when there is no notification', async () => {
    const { user } = renderApp('/tests');
    await screen.findByRole('link', { name: 'Sign In' });

    await user.keyboard('{Alt>}t{/Alt}');

    expect(document.body).toHaveFocus();
  });
});
