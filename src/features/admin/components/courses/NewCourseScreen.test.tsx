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
