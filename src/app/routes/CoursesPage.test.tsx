import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cartApi } from '@/features/cart/api/cartApi';
import type { AppStore } from '@/store/store';
import { db } from '@/testing/mocks/db';
import { buildCourse, buildCourses, buildUser, courseId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';

const NO_COURSES = 'No courses available at the moment. Please check back later!';

function startSignedIn(cartCourseIds: string[] = []) {
  const user = buildUser();
  const token = db.signIn(user);
  const cart = db.cartOf(user.id);
  for (const id of cartCourseIds) {
    const { title, thumbnail, price } = db.courses.find((course) => course._id === id)!;
    cart.items.push({ productId: id, model: 'Course', title, thumbnail, price, quantity: 1 });
    cart.totalPrice += price;
  }
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}

const waitForCart = (store: AppStore) =>
  waitFor(() => expect(cartApi.endpoints.getCart.select()(store.getState()).isSuccess).toBe(true));

const courseCard = (title: string) => screen.getByRole('listitem', { name: title });

/** A course list answer the test releases when it is ready to look at the loading state. */
function holdCourses() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(apiUrl('/courses'), async () => {
      await released;
      return HttpResponse.json({
        data: [],
        pagination: { page: 1, limit: 7, totalItems: 0, totalPages: 1 },
      });
    }),
  );
  return release;
}

// Compile the lazy screens once up front, so the first test does not spend its wait on that.
beforeAll(async () => {
  await Promise.all([import('./CoursesPage'), import('@/app/layout/CheckoutCartDrawer')]);
});

describe('CoursesPage', () => {
  it('shows the first page of seven course cards with picture, title, description and price', async () => {
    const log = recordRequests();
    renderApp('/courses');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Our Courses' }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Courses' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(7);

    const card = courseCard('Course 1');
    expect(within(card).getByRole('heading', { name: 'Course 1' })).toBeInTheDocument();
    // The readable address, not the id (which would show a skeleton and then move).
    expect(within(card).getByRole('link', { name: 'Course 1' })).toHaveAttribute(
      'href',
      '/courses/course-1',
    );
    expect(within(card).getByText('Description of course 1.')).toBeInTheDocument();
    expect(within(card).getByText('Rs. 599')).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'Course 1' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(within(card).getByRole('button', { name: 'Know More' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(requestsTo(log, 'GET', '/api/courses?page=1&limit=7')).toHaveLength(1);
  });

  it('pages through the catalogue: Previous disabled on 1, Next on the last, scrolling to the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user, router } = renderApp('/courses');

    const pager = await screen.findByRole('navigation', { name: 'Course pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    scrollTo.mockClear();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Course 8' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    scrollTo.mockRestore();
  });

  it('opens the page named in the address', async () => {
    renderApp('/courses?page=3');
    expect(await screen.findByRole('listitem', { name: 'Course 15' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('explains a page past the end and offers the first page', async () => {
    const { user } = renderApp('/courses?page=9');
    expect(await screen.findByText('There is no page 9 of courses.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('listitem', { name: 'Course 1' })).toBeInTheDocument();
  });

  it('hides the pagination when seven courses fit on one page', async () => {
    db.courses = buildCourses(7);
    renderApp('/courses');
    expect(await screen.findByRole('listitem', { name: 'Course 7' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Course pages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it('shows three shimmer cards while the courses load', async () => {
    const release = holdCourses();
    renderApp('/courses');

    const loading = await screen.findByRole('list', { name: 'Loading courses' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByRole('listitem')).toHaveLength(3);

    release();
    expect(await screen.findByText(NO_COURSES)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading courses' })).not.toBeInTheDocument();
  });

  it('says so when there are no courses', async () => {
    db.courses = [];
    renderApp('/courses');
    expect(await screen.findByText(NO_COURSES)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Course pages' })).not.toBeInTheDocument();
  });

  it('stops the shimmer when the list fails to load, and loads it again on Retry', async () => {
    server.use(
      http.get(apiUrl('/courses'), () => errorResponse(500, 'Database down'), { once: true }),
    );
    const { user } = renderApp('/courses');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the courses just now.");
    expect(screen.queryByRole('list', { name: 'Loading courses' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each card a plain-text excerpt of the lead paragraph, and the first card its first points too', async () => {
    const description =
      '<p>Lead about <strong>accents</strong>.</p><ul><li>Vowels</li><li>Stress</li></ul>';
    db.courses = [buildCourse(1, { description }), buildCourse(2, { description })];
    renderApp('/courses');

    const featured = await screen.findByRole('listitem', { name: 'Course 1' });
    const second = courseCard('Course 2');
    for (const card of [featured, second]) {
      expect(within(card).getByText('Lead about accents.')).toBeInTheDocument();
      expect(within(card).queryByText(/…/)).not.toBeInTheDocument();
    }
    expect(within(second).queryByText('Vowels')).not.toBeInTheDocument();
    expect(within(featured).getByText('Vowels')).toBeInTheDocument();
    expect(within(featured).getByText('Stress')).toBeInTheDocument();
  });

  it('renders a hostile description without its script or handlers', async () => {
    db.courses = [
      buildCourse(1, {
        description:
          '<p>Speak <strong>clearly</strong></p><script>window.hacked = true</script>' +
          '<img src="x" onerror="window.hacked = true"><p onclick="window.hacked = true" style="color:red">Twice</p>',
      }),
    ];
    const { user } = renderApp('/courses');

    const card = await screen.findByRole('listitem', { name: 'Course 1' });
    expect(within(card).getByText('Speak clearly')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('script, [onerror], [onclick], [style*="color"]')).toBeNull();
    expect(within(card).getAllByRole('img')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Know More' }));
    const dialog = await screen.findByRole('dialog', { name: 'Course 1' });
    expect(within(dialog).getByText('Twice')).toBeInTheDocument();
    expect(dialog.querySelector('script, img, [onclick]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens Know More with the full description and closes it by button or Escape', async () => {
    db.courses = [
      buildCourse(1, { description: '<p>All about accents.</p><ul><li>Vowels</li></ul>' }),
    ];
    const { user } = renderApp('/courses');

    const knowMore = within(await screen.findByRole('listitem', { name: 'Course 1' })).getByRole(
      'button',
      {
        name: 'Know More',
      },
    );
    await user.click(knowMore);
    let dialog = await screen.findByRole('dialog', { name: 'Course 1' });
    expect(within(dialog).getByText('Vowels')).toBeInTheDocument();
    expect(within(dialog).getByText('Price: Rs. 599')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(knowMore).toHaveFocus());

    await user.click(knowMore);
    dialog = await screen.findByRole('dialog', { name: 'Course 1' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('add to cart', () => {
    it('sends a visitor to sign in with a warning', async () => {
      const log = recordRequests();
      const { user, router } = renderApp('/courses');

      await user.click(
        within(await screen.findByRole('listitem', { name: 'Course 1' })).getByRole('button', {
          name: 'Add to Cart',
        }),
      );

      expect(
        await screen.findByText('Please sign in to add items to the cart.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(requestsTo(log, 'POST', '/api/cart')).toHaveLength(0);
    });

    it('reads Go To Cart for a course in the cart and opens the cart drawer', async () => {
      startSignedIn([courseId(2)]);
      const log = recordRequests();
      const { user } = renderApp('/courses');

      const card = await screen.findByRole('listitem', { name: 'Course 2' });
      const goToCart = await within(card).findByRole('button', { name: 'Go To Cart' });
      expect(
        within(courseCard('Course 1')).getByRole('button', { name: 'Add to Cart' }),
      ).toBeInTheDocument();

      await user.click(goToCart);
      expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
      expect(requestsTo(log, 'POST', '/api/cart')).toHaveLength(0);
    });

    it('adds a course with a spinner, then toasts the server message and reloads the cart', async () => {
      const account = startSignedIn();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const sent: unknown[] = [];
      server.use(
        http.post(
          apiUrl('/cart'),
          async ({ request }) => {
            sent.push(await request.clone().json());
            await released;
            return undefined; // on to the mock backend's own handler
          },
          { once: true },
        ),
      );
      const log = recordRequests();
      const { user, store } = renderApp('/courses');
      await screen.findByRole('listitem', { name: 'Course 3' });
      await waitForCart(store);

      await user.click(within(courseCard('Course 3')).getByRole('button', { name: 'Add to Cart' }));
      const busy = within(courseCard('Course 3')).getByRole('button', { name: 'Add to Cart' });
      expect(busy).toBeDisabled();
      expect(within(busy).getByRole('progressbar')).toBeInTheDocument();

      release();
      expect(await screen.findByText('Course added to cart.')).toBeInTheDocument();
      expect(
        await within(courseCard('Course 3')).findByRole('button', { name: 'Go To Cart' }),
      ).toBeEnabled();
      expect(sent).toEqual([{ productId: courseId(3), model: 'Course', quantity: 1 }]);
      expect(requestsTo(log, 'GET', '/api/cart')).toHaveLength(2);
      expect(db.cartOf(account.id).items.map((item) => item.productId)).toEqual([courseId(3)]);
      expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    });

    it("shows the server's message when the add fails", async () => {
      startSignedIn();
      server.use(http.post(apiUrl('/cart'), () => errorResponse(404, COURSE_NOT_FOUND)));
      const { user, store } = renderApp('/courses');
      await screen.findByRole('listitem', { name: 'Course 1' });
      await waitForCart(store);

      await user.click(within(courseCard('Course 1')).getByRole('button', { name: 'Add to Cart' }));

      expect(await screen.findByText(COURSE_NOT_FOUND)).toBeInTheDocument();
      expect(
        within(courseCard('Course 1')).getByRole('button', { name: 'Add to Cart' }),
      ).toBeEnabled();
    });

    it('offers "Go to course" instead of Add to Cart on a course the learner owns, in the dialog too', async () => {
      startSignedIn();
      db.purchases.set('user-1', [courseId(2)]);
      const log = recordRequests();
      const { user } = renderApp('/courses');

      const owned = await screen.findByRole('listitem', { name: 'Course 2' });
      const goToCourse = await within(owned).findByRole('link', { name: 'Go to course' });
      expect(goToCourse).toHaveAttribute('href', `http://localhost/learn/${courseId(2)}`);
      expect(within(owned).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
      expect(
        within(courseCard('Course 1')).getByRole('button', { name: 'Add to Cart' }),
      ).toBeInTheDocument();
      expect(requestsTo(log, 'GET', '/api/orders/purchased-course')).toHaveLength(1);

      await user.click(within(owned).getByRole('button', { name: 'Know More' }));
      const dialog = await screen.findByRole('dialog', { name: 'Course 2' });
      expect(within(dialog).getByRole('link', { name: 'Go to course' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    });

    it('offers Add to Cart in the Know More dialog of a course not owned', async () => {
      const { user } = renderApp('/courses');

      await user.click(
        within(await screen.findByRole('listitem', { name: 'Course 1' })).getByRole('button', {
          name: 'Know More',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Course 1' });
      expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    });

    it("falls back to 'Error adding item to cart' when the server sends no message", async () => {
      startSignedIn();
      server.use(http.post(apiUrl('/cart'), () => new HttpResponse(null, { status: 500 })));
      const { user, store } = renderApp('/courses');
      await screen.findByRole('listitem', { name: 'Course 1' });
      await waitForCart(store);

      await user.click(within(courseCard('Course 1')).getByRole('button', { name: 'Add to Cart' }));

      expect(await screen.findByText('Error adding item to cart')).toBeInTheDocument();
    });
  });
});
