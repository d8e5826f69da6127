import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render';

beforeAll(() => import('./NotFoundPage'));

describe('NotFoundPage', () => {
  it('answers an unknown path with the 404 text and a link home that works', async () => {
    const { user, router } = renderApp('/no-such-page');

    expect(
      await screen.findByText(
        'Maybe this page moved? Got deleted? Is hiding out in quarantine? Never existed in the first place?',
        undefined,
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to home' }));

    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /Speak with confidence/ },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });
});
