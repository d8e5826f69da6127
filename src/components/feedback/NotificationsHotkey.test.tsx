import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contactUrl } from '@/config/env';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

const SENT = "Thank you for contacting us! We'll get back to you soon.";
const NOT_SENT = 'There was an issue sending your message. Please try again.';

/** The element keyboard focus is on, as a screen reader would announce it. */
const focused = () => document.activeElement as HTMLElement;

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
    expect(focused()).toHaveAttribute('role', 'alert');
    expect(focused()).toHaveTextContent('Logged out!');
  });

  it('picks the latest of several notifications', async () => {
    const { user } = renderApp('/contactus');
    const send = async () => {
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Meera');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@example.in');
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
    };
    await send();
    await screen.findByText(SENT, { selector: '.notistack-SnackbarContainer *' });
    server.use(http.post(contactUrl, () => HttpResponse.json({}, { status: 500 })));
    await send();
    await screen.findByText(NOT_SENT, { selector: '.notistack-SnackbarContainer *' });

    await user.keyboard('{Alt>}t{/Alt}');

    expect(focused()).toHaveAttribute('role', 'alert');
    expect(focused()).toHaveTextContent(NOT_SENT);
    expect(focused()).not.toHaveTextContent(SENT);
  });

  it('leaves the focus where it was when there is no notification', async () => {
    const { user } = renderApp('/tests');
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    act(() => signIn.focus());

    await user.keyboard('{Alt>}t{/Alt}');

    expect(signIn).toHaveFocus();
  });
});
