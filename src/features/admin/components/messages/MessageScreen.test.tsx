import { screen } from '@testing-library/react';
import { MESSAGE_CLOSED, REPLY_REQUIRED, REPLY_SENT } from '@contract/messages/admin';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';
import { messageId } from '@/testing/mocks/adminFixtures';

describe('a contact message in the console', () => {
  it('is answered by a reply mailed to the sender', async () => {
    const { user } = renderConsole(`/admin/messages/${messageId(1)}`);
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(REPLY_REQUIRED)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Your reply' }),
      'Thank you, we will call you.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(REPLY_SENT)).toBeInTheDocument();
    expect(await screen.findByText('Thank you, we will call you.')).toBeInTheDocument();
    expect(adminDb.messages[0]!.status).toBe('answered');
    expect(adminDb.mails).toEqual([{ to: 'visitor1@example.com', kind: 'reply' }]);
  });

  it('is closed and reopened', async () => {
    const { user } = renderConsole(`/admin/messages/${messageId(2)}`);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText(MESSAGE_CLOSED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('is listed with a status filter', async () => {
    adminDb.messages[3]!.status = 'closed';
    renderConsole('/admin/messages?status=closed');
    expect(
      await screen.findByRole('link', { name: 'Question 4' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Question 1' })).not.toBeInTheDocument();
  });
});
