import { COURSE_ADDED } from '@contract/messages/cart';
import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { http, HttpResponse } from 'msw';
import {
  buildCompleteUser,
  buildCourseDetail,
  buildCourses,
  buildReview,
  courseId,
} from '@/testing/mocks/fixtures';
import { apiUrl } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderApp } from '@/testing/render';
import { BOTTOM_BAR_CLASS } from '@/components/feedback/toastRoom';

/** An IntersectionObserver that never reports anything (jsdom has no layout). */
class SilentObserver {
  observe(_target: Element) {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function signIn(purchases: string[] = []) {
  const user = buildCompleteUser();
  const token = db.signIn(user);
  db.purchases.set(user.id, purchases);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}

// Compile the lazy screen once up front, so the first test does not spend its wait on that.
beforeAll(async () => {
  await import('./CoursePage');
});
beforeEach(() => {
  db.courses = buildCourses(3);
});

describe('a course page', () => {
  it('shows the course: title as h1, facts, what it teaches, curriculum, instructor, FAQ and price', async () => {
    renderApp('/courses/course-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Course 2' })).toBeInTheDocument();
    expect(screen.getByText('Everything course 2 teaches, in one line.')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    const outcomes = screen.getByRole('region', { name: "What you'll learn" });
    expect(within(outcomes).getByText('Plan an answer in a minute')).toBeInTheDocument();

    const curriculum = screen.getByRole('region', { name: 'Curriculum' });
    expect(curriculum).toHaveTextContent('2 sections · 5 lessons · 34 min in total');
    expect(curriculum).toHaveTextContent('Getting started2 lessons');
    expect(within(curriculum).getByText('Lesson 1.1')).toBeInTheDocument();
    expect(within(curriculum).getByText('Preview')).toBeInTheDocument();
    expect(curriculum).toHaveTextContent('Lesson 1.1Preview6:00');
    expect(within(curriculum).getByRole('link', { name: 'Preview: Lesson 1.1' })).toHaveAttribute(
      'href',
      '/learn/course-2/d1100000-0000-4000-8000-000000000002',
    );

    expect(screen.getByRole('region', { name: 'Your instructor' })).toHaveTextContent('Kavya Nair');
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toHaveTextContent(
      'full refund within 7 days of purchase',
    );
    const purchase = screen.getByRole('complementary', { name: 'Price and purchase' });
    expect(purchase).toHaveTextContent('Rs. 699');
    expect(within(purchase).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    // The free previews, without opening the curriculum's sections.
    expect(within(purchase).getByRole('link', { name: 'Preview this course' })).toHaveAttribute(
      'href',
      '/learn/course-2/d1100000-0000-4000-8000-000000000002',
    );
  });

  it('shows staff a draft as a learner will see it, under a banner, with nothing to buy', async () => {
    const course = { ...buildCourseDetail(db.courses[0]!, 1), draftPreview: true };
    server.use(http.get(apiUrl('/courses/:course'), () => HttpResponse.json({ course })));
    renderApp('/courses/course-1');

    const banner = await screen.findByRole('status', { name: '' });
    expect(banner).toHaveTextContent('Draft preview');
    expect(banner).toHaveTextContent('only staff can open it');
    expect(within(banner).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      `/admin/courses/${course._id}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Course 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
    expect(
      screen.getAllByText('The Add to cart button appears here once the course is published.'),
    ).not.toHaveLength(0);
  });

  it('counts one section and one lesson in the singular', async () => {
    const detail = buildCourseDetail(db.courses[0]!, 1);
    const only = detail.sections[0]!;
    const course = {
      ...detail,
      lessonCount: 1,
      sections: [{ ...only, lessons: [only.lessons[0]!] }],
    };
    server.use(http.get(apiUrl('/courses/:course'), () => HttpResponse.json({ course })));
    renderApp('/courses/course-1');

    const curriculum = await screen.findByRole('region', { name: 'Curriculum' });
    expect(curriculum).toHaveTextContent('1 section · 1 lesson ·');
    expect(curriculum).toHaveTextContent('Getting started1 lesson ·');
  });

  it('keeps a buy bar in view once the price box has scrolled up out of view (phones)', async () => {
    // jsdom has no layout: a stand-in observer reports what scrolling would.
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class extends SilentObserver {
      constructor(callback: IntersectionObserverCallback) {
        super();
        observed.push({ callback });
      }
      override observe(target: Element) {
        observed[observed.length - 1]!.target = target;
      }
    } as unknown as typeof IntersectionObserver;
    try {
      renderApp('/courses/course-2');
      const purchase = await screen.findByRole('complementary', { name: 'Price and purchase' });
      expect(screen.queryByRole('region', { name: 'Buy this course' })).not.toBeInTheDocument();

      const priceBox = observed.find((entry) => entry.target === purchase)!;
      act(() =>
        priceBox.callback(
          [
            {
              isIntersecting: false,
              boundingClientRect: { top: -400 } as DOMRectReadOnly,
            } as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        ),
      );
      const bar = await screen.findByRole('region', { name: 'Buy this course' });
      // A phone's toasts sit above it (toastPlacement.ts).
      expect(bar).toHaveClass(BOTTOM_BAR_CLASS);
      expect(bar).toHaveTextContent('Course 2Rs. 699');
      expect(within(bar).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('asks for the reviews only once their section comes near, not for the rating under the title', async () => {
    // jsdom has no layout: a stand-in observer that never reports the section near.
    const original = window.IntersectionObserver;
    window.IntersectionObserver = SilentObserver as unknown as typeof IntersectionObserver;
    try {
      db.courses[0]!.rating = { average: 4.5, count: 2 };
      const log = recordRequests();
      renderApp('/courses/course-1');

      expect(await screen.findByRole('link', { name: '2 reviews' })).toHaveAttribute(
        'href',
        '#reviews',
      );
      await screen.findByRole('complementary', { name: 'Price and purchase' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(log.filter((request) => request.path.includes('/reviews'))).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('replaces an address by id with the readable one', async () => {
    const { router } = renderApp(`/courses/${courseId(3)}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Course 3' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/course-3'));
  });

  it('says so when the course does not exist, with a way back to the catalogue', async () => {
    renderApp('/courses/no-such-course');

    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('adds the course to the cart of a signed-in learner', async () => {
    signIn();
    const log = recordRequests();
    const { user } = renderApp('/courses/course-1');

    const purchase = await screen.findByRole('complementary', { name: 'Price and purchase' });
    await user.click(within(purchase).getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText(COURSE_ADDED)).toBeInTheDocument();
    expect(requestsTo(log, 'POST', '/api/cart')).toHaveLength(1);
  });

  it('offers "Go to course" instead of the cart to a learner who owns it', async () => {
    signIn([courseId(1)]);
    renderApp('/courses/course-1');

    const purchase = await screen.findByRole('complementary', { name: 'Price and purchase' });
    const goToCourse = await within(purchase).findByRole('link', { name: 'Go to course' });
    expect(goToCourse).toHaveAttribute('href', `http://localhost/learn/${courseId(1)}`);
    expect(within(purchase).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('shows the rating under the title, the reviews below, and offers an owner the review form', async () => {
    signIn([courseId(1)]);
    db.reviews.set(courseId(1), [buildReview(1), buildReview(2)]);
    db.courses[0]!.rating = { average: 4.5, count: 2 };
    renderApp('/courses/course-1');

    const reviewsLink = await screen.findByRole('link', { name: '2 reviews' });
    expect(reviewsLink).toHaveAttribute('href', '#reviews');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(await within(reviews).findByRole('form', { name: 'Review this course' })).toBeVisible();
    expect(document.title).toBe('Course 1 | Vaani Academy');
  });
});

describe('the catalogue', () => {
  it('shows each card’s rating compactly', async () => {
    renderApp('/courses');

    const card = (await screen.findByRole('link', { name: 'Course 2' })).closest('li')!;
    expect(card).toHaveTextContent('★ 4.5 (12)');
    expect(card).toHaveTextContent('Rated 4.5 out of 5, 12 reviews');
  });

  it('links each card title to the course page', async () => {
    const { user, router } = renderApp('/courses');

    await user.click(await screen.findByRole('link', { name: 'Course 2' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Course 2' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/course-2'));
  });
});
