import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildUser, testProductId } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';
import { renderWithProviders } from '@/testing/renderWithProviders';
import TestsPage from './TestsPage';

/** Staff put the n-th test on sale (1: IELTS, 2: mastery, 3: pro). */
function putOnSale(n: number) {
  db.tests[n - 1]!.onSale = true;
}

/** A signed-in learner (the app reads the session from storage). */
function signIn() {
  const user = buildUser();
  const token = db.signIn(user);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}

/** The card, once the server's answer has arrived (until then 'Purchase Test' waits, disabled). */
async function cardOf(name: string) {
  const card = await screen.findByRole('article', { name }, { timeout: 3000 });
  await waitFor(() =>
    expect(
      within(card)
        .getAllByRole('button')
        .every((button) => !button.hasAttribute('disabled')),
    ).toBe(true),
  );
  return card;
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
      expect(image).toHaveAttribute('src', expect.stringMatching(/^\/images\/tests\/.+\.webp$/));
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

  it('paints a dialog with the click: its code is fetched once the pointer rests on the button', async () => {
    const { user } = renderWithProviders(<TestsPage />, { path: '/tests' });
    const card = await cardOf('IELTS Practice Test');
    const purchase = within(card).getByRole('button', { name: 'Purchase Test' });

    await user.hover(purchase);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the pointer rests a moment
    await user.click(purchase);
    // Rendered with the click itself, not after a fetch (getBy, not findBy).
    expect(screen.getByRole('dialog', { name: 'Coming soon: IELTS Practice Test' })).toBeVisible();
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

  it('reads the tests from the server: one on sale is bought through the cart, the others stay coming soon', async () => {
    putOnSale(1);
    const learner = signIn();
    const { user } = renderApp('/tests');
    const ielts = await cardOf('IELTS Practice Test');

    await user.click(within(ielts).getByRole('button', { name: 'Purchase Test' }));

    expect(await screen.findByText('Test added to cart.')).toBeInTheDocument();
    expect(db.cartOf(learner.id).items).toEqual([
      expect.objectContaining({ productId: testProductId(1), model: 'Test', price: 499 }),
    ]);
    expect(
      await within(ielts).findByRole('button', { name: 'Go To Cart' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();

    // Still off sale: the specification's modal.
    const mastery = screen.getByRole('article', { name: 'English Mastery Assessment' });
    await user.click(within(mastery).getByRole('button', { name: 'Purchase Test' }));
    expect(
      await screen.findByRole('dialog', { name: 'Coming soon: English Mastery Assessment' }),
    ).toHaveTextContent('This test will be available for purchase soon!');
    expect(db.cartOf(learner.id).items).toHaveLength(1);
  }, 20_000);

  it("'Go To Cart' opens the cart drawer holding the test", async () => {
    putOnSale(2);
    const learner = signIn();
    db.fillCart(learner.id, [], null);
    const { user } = renderApp('/tests');
    const card = await cardOf('English Mastery Assessment');
    await user.click(within(card).getByRole('button', { name: 'Purchase Test' }));
    await user.click(
      await within(card).findByRole('button', { name: 'Go To Cart' }, { timeout: 3000 }),
    );

    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(
      within(drawer).getByRole('listitem', { name: 'English Mastery Assessment' }),
    ).toHaveTextContent('Rs. 499');
  }, 20_000);

  it('sends a visitor to sign in with the warning, and puts the test in the cart once signed in', async () => {
    putOnSale(3);
    const account = buildUser({ email: 'meera@example.com' });
    db.addAccount(account, 'secret-pass');
    const { user, router } = renderApp('/tests');
    const card = await cardOf('English Mastery Assessment Pro');

    await user.click(within(card).getByRole('button', { name: 'Purchase Test' }));
    expect(await screen.findByText('Please sign in to add items to the cart.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));

    await user.type(await screen.findByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText(
        'English Mastery Assessment Pro is in your cart.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(db.cartOf(account.id).items).toEqual([
      expect.objectContaining({ productId: testProductId(3), model: 'Test' }),
    ]);
  }, 20_000);
});
