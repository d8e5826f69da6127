import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildUser, courseId } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

type Clicker = ReturnType<typeof renderApp>['user'];

async function signInAs(user: Clicker, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function addCourse2WhileSignedOut() {
  const view = renderApp('/courses');
  await view.user.click(
    within(await screen.findByRole('listitem', { name: 'Course 2' }, { timeout: 5000 })).getByRole(
      'button',
      {
        name: 'Add to Cart',
      },
    ),
  );
  expect(await screen.findByText('Please sign in to add items to the cart.')).toBeInTheDocument();
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/signin'));
  return view;
}

// Compile the lazy screens and frames once up front, so the first test does not spend its wait on that.
beforeAll(async () => {
  await Promise.all([
    import('./CoursesPage'),
    import('./CoursePage'),
    import('./auth/SigninPage'),
    import('./HomePage'),
    import('@/app/layout/AuthLayout'),
    import('@/app/layout/SignedInActions'),
    import('@/features/cart/components/CartIntentToast'),
    import('@/components/feedback/ToastHost'),
  ]);
}, 30_000);

describe('Add to Cart while signed out', () => {
  it('signs in, lands on / and finds the course in the cart, with a toast naming it and linking to it', async () => {
    const account = buildUser({ email: 'asha@example.com' });
    db.addAccount(account, 'secret-pass');
    const { user, router } = await addCourse2WhileSignedOut();

    await signInAs(user, 'asha@example.com');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const toast = await screen.findByText('Course 2 is in your cart.', {}, { timeout: 5000 });
    expect(db.cartOf(account.id).items.map((item) => item.productId)).toEqual([courseId(2)]);
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();

    const snackbar = toast.closest('.notistack-MuiContent') as HTMLElement;
    await user.click(within(snackbar).getByRole('link', { name: 'View course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${courseId(2)}`));
  }, 20_000);

  it('says the learner already owns it, with a link to it, and adds nothing', async () => {
    const account = buildUser({ email: 'asha@example.com' });
    db.addAccount(account, 'secret-pass');
    db.purchases.set(account.id, [courseId(2)]);
    const { user } = await addCourse2WhileSignedOut();

    await signInAs(user, 'asha@example.com');

    const toast = await screen.findByText('You already own Course 2.');
    const snackbar = toast.closest('.notistack-MuiContent') as HTMLElement;
    expect(within(snackbar).getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      `http://localhost/learn/${courseId(2)}`,
    );
    expect(db.cartOf(account.id).items).toHaveLength(0);
    expect(screen.queryByText(/already purchased/)).not.toBeInTheDocument();
  }, 20_000);
});
