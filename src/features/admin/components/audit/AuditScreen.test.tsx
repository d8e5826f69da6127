import { screen, within } from '@testing-library/react';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminCourseId } from '@/testing/mocks/adminFixtures';
import { desktopWindow } from '@/testing/viewport';

describe('the audit log', () => {
  it('lists who changed what, and shows before and after', async () => {
    const restore = desktopWindow();
    try {
      const { user } = renderConsole('/admin/audit');
      const grid = await screen.findByRole('grid', { name: 'Audit log' }, { timeout: 10_000 });
      expect((await within(grid).findAllByText('staff@example.com')).length).toBe(3);
      // The record by name, linked to its page: not its raw id.
      const [course] = within(grid).getAllByRole('link', { name: 'Course 1' });
      expect(course).toHaveAttribute('href', `/admin/courses/${adminCourseId(1)}`);
      expect(within(grid).queryByText(adminCourseId(1))).not.toBeInTheDocument();
      await user.click(
        within(grid).getAllByRole('button', { name: /show the changes of course.update/i })[0]!,
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('region', { name: 'Before' })).toHaveTextContent(
        '"title": "Old title"',
      );
      expect(within(dialog).getByRole('region', { name: 'After' })).toHaveTextContent(
        '"title": "New title"',
      );
    } finally {
      restore();
    }
  });

  it('on a phone, shows each entry as a card: what, to which record (linked), who and when', async () => {
    // jsdom's default window answers no min-width query, as a phone narrower than `sm` would.
    const { user } = renderConsole('/admin/audit');
    const list = await screen.findByRole('list', { name: 'Audit log' }, { timeout: 10_000 });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [first] = cards;
    expect(first).toHaveTextContent('course.update');
    expect(first).toHaveTextContent('staff@example.com');
    expect(within(first!).getByRole('link', { name: 'Course 1' })).toHaveAttribute(
      'href',
      `/admin/courses/${adminCourseId(1)}`,
    );
    await user.click(
      within(first!).getByRole('button', { name: /show the changes of course.update/i }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('region', { name: 'After' })).toHaveTextContent(
      '"title": "New title"',
    );
  });
});
