import { screen, within } from '@testing-library/react';
import {
  ACCOUNT_DISABLED_DONE,
  ACCOUNT_ENABLED_DONE,
  CANNOT_MANAGE_OWN_ACCOUNT,
  ONLY_ADMINS_MANAGE_STAFF,
  ROLE_CHANGED,
  VERIFICATION_RESENT,
} from '@contract/messages/admin';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';
import { buildLearner, learnerId } from '@/testing/mocks/adminFixtures';

describe('a learner in the console', () => {
  it('is found by a search of the list', async () => {
    const { user, router } = renderConsole('/admin/learners');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search name or email' }, { timeout: 10_000 }),
      'learner12',
    );
    const grid = screen.getByRole('grid', { name: 'Learners' });
    await user.click(await within(grid).findByRole('link', { name: 'Learner 12' }));
    expect(await screen.findByRole('heading', { name: 'Learner 12' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/learners/${learnerId(12)}`);
  });

  it('leaves the seeded reviewers out of the list until they are asked for', async () => {
    const { user, router } = renderConsole('/admin/learners');
    const grid = await screen.findByRole('grid', { name: 'Learners' }, { timeout: 10_000 });
    expect(await within(grid).findByRole('link', { name: 'Learner 12' })).toBeInTheDocument();
    expect(within(grid).queryByText('Priya Raghavan')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Include seeded accounts' }));
    expect(await within(grid).findByRole('link', { name: 'Priya Raghavan' })).toBeInTheDocument();
    expect(within(grid).getByText('Seeded')).toBeInTheDocument();
    expect(router.state.location.search).toContain('seeded=include');
  });

  it('is disabled only after a confirmation', async () => {
    const { user } = renderConsole(`/admin/learners/${learnerId(1)}`);
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(adminDb.learners[0]!.disabledAt).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(ACCOUNT_DISABLED_DONE)).toBeInTheDocument();
    expect(adminDb.learners[0]!.disabledAt).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Re-enable account' })).toBeInTheDocument();
  });

  it('gets a new verification mail', async () => {
    const { user } = renderConsole(`/admin/learners/${learnerId(1)}`);
    await user.click(await screen.findByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText(VERIFICATION_RESENT)).toBeInTheDocument();
    expect(adminDb.mails).toEqual([{ to: 'learner1@example.com', kind: 'verification' }]);
  });

  it('is made staff by an admin', async () => {
    const { user } = renderConsole(`/admin/learners/${learnerId(1)}`, 'admin');
    await user.click(await screen.findByRole('combobox', { name: 'Role of Learner 1' }));
    await user.click(await screen.findByRole('option', { name: 'staff' }));
    expect(await screen.findByText(ROLE_CHANGED)).toBeInTheDocument();
    expect(adminDb.learners[0]!.role).toBe('staff');
  });

  it('shows staff no role control', async () => {
    renderConsole(`/admin/learners/${learnerId(1)}`);
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
  });

  it('offers staff no disable or re-enable button on a staff or admin account, and says why', async () => {
    adminDb.learners[0]!.role = 'staff';
    adminDb.learners[1]!.role = 'admin';
    adminDb.learners[1]!.disabledAt = '2026-05-01T10:00:00.000Z';
    const staffView = renderConsole(`/admin/learners/${learnerId(1)}`);
    expect(await screen.findByText(ONLY_ADMINS_MANAGE_STAFF)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
    staffView.unmount();

    renderConsole(`/admin/learners/${learnerId(2)}`);
    expect(await screen.findByText(ONLY_ADMINS_MANAGE_STAFF)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-enable account' })).not.toBeInTheDocument();
  });

  it('lets an admin re-enable an admin account', async () => {
    adminDb.learners[0]!.role = 'admin';
    adminDb.learners[0]!.disabledAt = '2026-05-01T10:00:00.000Z';
    const { user } = renderConsole(`/admin/learners/${learnerId(1)}`, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Re-enable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-enable this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Re-enable' }));
    expect(await screen.findByText(ACCOUNT_ENABLED_DONE)).toBeInTheDocument();
    expect(adminDb.learners[0]!.disabledAt).toBeNull();
  });

  it("offers an admin neither the button nor a role change on the admin's own account", async () => {
    adminDb.learners.push(buildLearner(99, { id: 'admin-1', name: 'Sam admin', role: 'admin' }));
    renderConsole('/admin/learners/admin-1', 'admin');
    expect(await screen.findByText(CANNOT_MANAGE_OWN_ACCOUNT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Sam admin' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
