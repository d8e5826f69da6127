import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import TestsPage from './TestsPage';

async function cardOf(name: string) {
  return screen.findByRole('article', { name }, { timeout: 3000 });
}

// Load the lazily routed page once up front, so its first render does not count against findBy's wait.
beforeAll(() => import('./TestsPage'));

describe('TestsPage', () => {
  it('shows the heading and three test cards with price and duration', async () => {
    renderWithProviders(<TestsPage />, { path: '/tests' });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Explore Our Tests' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Tests' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toHaveTextContent('Rs. 499');
      expect(card).toHaveTextContent('2 hours 30 minutes');
      const image = within(card).getByRole('presentation');
      expect(image).toHaveAttribute('src', expect.stringMatching(/^\/images\/tests\/.+\.svg$/));
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '200');
    }
    expect(screen.getByRole('heading', { name: 'IELTS Practice Test' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'English Mastery Assessment' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'English Mastery Assessment Pro' }),
    ).toBeInTheDocument();
  });

  it("'Know More' opens the long description and the close control closes it, returning focus", async () => {
    const { user } = renderWithProviders(<TestsPage />, { path: '/tests' });
    const card = await cardOf('English Mastery Assessment');
    const knowMore = within(card).getByRole('button', { name: 'Know More' });

    await user.click(knowMore);
    const dialog = await screen.findByRole('dialog', { name: 'English Mastery Assessment' });
    expect(dialog).toHaveTextContent('mapped to the CEFR scale (A1 to C2)');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(knowMore).toHaveFocus());
  });

  it("'Purchase Test' says the test is coming soon and Escape closes it, returning focus", async () => {
    const { user } = renderWithProviders(<TestsPage />, { path: '/tests' });
    const card = await cardOf('IELTS Practice Test');
    const purchase = within(card).getByRole('button', { name: 'Purchase Test' });

    await user.click(purchase);
    const dialog = await screen.findByRole('dialog', { name: 'Coming soon: IELTS Practice Test' });
    expect(dialog).toHaveTextContent('This test will be available for purchase soon!');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(purchase).toHaveFocus());
  });

  it('closes the purchase modal with its close control too', async () => {
    const { user } = renderWithProviders(<TestsPage />, { path: '/tests' });
    const card = await cardOf('English Mastery Assessment Pro');

    await user.click(within(card).getByRole('button', { name: 'Purchase Test' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens 'Know More' with Escape closing it as well", async () => {
    const { user } = renderWithProviders(<TestsPage />, { path: '/tests' });
    const card = await cardOf('IELTS Practice Test');

    await user.click(within(card).getByRole('button', { name: 'Know More' }));
    expect(await screen.findByRole('dialog', { name: 'IELTS Practice Test' })).toHaveTextContent(
      'official IELTS Academic format',
    );
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
