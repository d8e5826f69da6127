import { screen } from '@testing-library/react';
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
});
