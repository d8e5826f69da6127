import { screen } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

describe('the skip-to-content link', () => {
  it.each([
    ['the site frame', '/tests', 'Explore Our Tests'],
    ['the account frame', '/signin', 'Sign In'],
    ['the dashboard frame', '/user-dash', 'My Courses'],
  ])(
    'is the first stop of the keyboard in %s, and moves focus to the content',
    async (_, path, heading) => {
      const learner = buildCompleteUser();
      if (path === '/user-dash') {
        window.localStorage.setItem('token', db.signIn(learner));
        window.localStorage.setItem('user', JSON.stringify(learner));
      }
      const { user, router } = renderApp(path);
      await screen.findByRole('heading', { name: heading, level: 1 });

      await user.tab();
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
      await user.keyboard('{Enter}');

      expect(screen.getByRole('main')).toHaveFocus();
      expect(router.state.location.hash).toBe('');
    },
  );
});
