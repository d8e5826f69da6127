import { screen } from '@testing-library/react';
import { renderConsole } from '@/testing/admin/renderConsole';

describe('a new course', () => {
  it('makes the slug from the title until the slug is edited by hand', async () => {
    const { user } = renderConsole('/admin/courses/new');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
    const slug = screen.getByRole('textbox', { name: /slug/i });
    await user.type(title, 'IELTS: Speaking & Fluency, Café Talk');
    expect(slug).toHaveValue('ielts-speaking-and-fluency-cafe-talk');

    await user.clear(slug);
    await user.type(slug, 'speaking-fluency');
    await user.type(title, ' 2');
    expect(slug).toHaveValue('speaking-fluency');
  }, 60_000);
});

describe('the outcomes list', () => {
  it('moves the focus to a new outcome, and Enter in an outcome adds the next', async () => {
    const { user } = renderConsole('/admin/courses/new');
    await user.click(
      await screen.findByRole('button', { name: 'Add outcome' }, { timeout: 10_000 }),
    );
    const first = screen.getByRole('textbox', { name: 'Outcome 1' });
    expect(first).toHaveFocus();
    // Typing goes into the field (spaces no longer press the Add button again).
    await user.keyboard('Write a band-7 essay{Enter}');
    expect(first).toHaveValue('Write a band-7 essay');
    expect(screen.getByRole('textbox', { name: 'Outcome 2' })).toHaveFocus();
    await user.keyboard('Speak with confidence');
    expect(screen.getByRole('textbox', { name: 'Outcome 2' })).toHaveValue('Speak with confidence');
    expect(screen.queryByRole('textbox', { name: 'Outcome 3' })).not.toBeInTheDocument();
  }, 60_000);
});
