import { screen, within } from '@testing-library/react';
import { NO_ACCOUNT_FOR_EMAIL, roleGiven } from '@contract/messages/admin';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';
import { buildLearner } from '@/testing/mocks/adminFixtures';

describe('the staff list', () => {
  it("lets an admin change the others' roles, not the admin's own", async () => {
    adminDb.learners.push(
      buildLearner(90, { name: 'Tara staff', role: 'staff' }),
      buildLearner(91, { id: 'admin-1', name: 'Sam admin', role: 'admin' }),
    );
    renderConsole('/admin/staff', 'admin');
    const others = await screen.findByRole(
      'combobox',
      { name: 'Role of Tara staff' },
      { timeout: 10_000 },
    );
    expect(others).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('combobox', { name: 'Role of Sam admin' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says how to add staff, and gives a role by email', async () => {
    adminDb.learners.push(buildLearner(92, { name: 'Nisha new', email: 'nisha@example.com' }));
    const { user } = renderConsole('/admin/staff', 'admin');
    const form = await screen.findByRole('form', { name: 'Give a role' }, { timeout: 10_000 });
    expect(screen.getByText(/sign up on the site first/)).toBeInTheDocument();
    const email = within(form).getByRole('textbox', { name: 'Email of the account' });

    await user.type(email, 'nobody@example.com');
    await user.click(within(form).getByRole('button', { name: 'Give role' }));
    expect(await screen.findByText(NO_ACCOUNT_FOR_EMAIL)).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, ' NISHA@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Give role' }));
    expect(await screen.findByText(roleGiven('Nisha new', 'staff'))).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Role of Nisha new' })).toBeInTheDocument();
    expect(adminDb.audit[0]).toMatchObject({ action: 'user.role', after: { role: 'staff' } });
  });
});
