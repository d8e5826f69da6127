import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  RATING_REQUIRED,
  REVIEW_DELETED,
  REVIEW_OWNERS_ONLY,
  REVIEW_PUBLISHED,
  REVIEW_TOO_LONG,
  REVIEW_UPDATED,
} from '@contract/messages/reviews';
import { REVIEW_TEXT_MAX_LENGTH } from '@contract/constants';
import type { User } from '@contract/types';
import { db } from '@/testing/mocks/db';
import {
  buildCourse,
  buildCourseDetail,
  buildReview,
  buildUser,
  courseId,
} from '@/testing/mocks/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CourseRatingLine } from './CourseRatingLine';
import CourseReviews from './CourseReviews';

const COURSE = buildCourseDetail(buildCourse(1), 1);

function renderReviews(signedInAs?: User) {
  const preloadedState = signedInAs
    ? { auth: { token: db.signIn(signedInAs), user: signedInAs } }
    : undefined;
  return renderWithProviders(
    <>
      <CourseRatingLine course={COURSE} />
      <CourseReviews course={COURSE} />
    </>,
    { preloadedState, path: '/courses/course-1' },
  );
}

/** A signed-in learner who bought course 1. */
function owner(): User {
  const user = buildUser({ id: 'owner-1', name: 'Meera Nair' });
  db.purchases.set(user.id, [courseId(1)]);
  return user;
}

// The toasts' code loads with the first toast; compile it once up front.
beforeAll(async () => {
  await import('@/components/feedback/ToastHost');
});

/**
 * A click straight on the star's radio button: MUI's Rating reads a pointer's position over the
 * stars, which jsdom does not lay out, so a simulated pointer would pick no star.
 */
const chooseStars = (form: HTMLElement, name: string) =>
  fireEvent.click(within(form).getByRole('radio', { name }));

const reviewsList = () => screen.getByRole('list', { name: "Learners' reviews" });

describe('the reviews of a course', () => {
  it('shows a visitor the summary, the distribution, the list and the rule, but no form', async () => {
    db.reviews.set(courseId(1), [buildReview(1), buildReview(2), buildReview(5)]);
    renderReviews();

    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByRole('img', { name: 'Rated 3.3 out of 5' })).toBeVisible();
    expect(section).toHaveTextContent('3 reviews');
    const bars = within(section).getByRole('list', { name: 'Reviews by number of stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '5 stars11 review',
      '4 stars11 review',
      '3 stars00 reviews',
      '2 stars00 reviews',
      '1 star11 review',
    ]);
    const items = within(reviewsList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Reader5 K.');
    expect(items[0]).toHaveTextContent('6 January 2026');
    expect(within(items[0]!).getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    expect(section).toHaveTextContent(REVIEW_OWNERS_ONLY);
    expect(within(section).getByRole('link', { name: 'Sign in to review it' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 reviews' })).toHaveAttribute('href', '#reviews');
  });

  it('shows review text as text, never as markup', async () => {
    const text = '<img src=x onerror="alert(1)"> <b>not bold</b>\nSecond line';
    db.reviews.set(courseId(1), [buildReview(1, { text })]);
    renderReviews();

    const item = await screen.findByText(/not bold/);
    expect(item.textContent).toBe(text);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows ten reviews, then ten more on "Show more reviews"', async () => {
    db.reviews.set(
      courseId(1),
      Array.from({ length: 13 }, (_, i) => buildReview(i + 1)),
    );
    const { user } = renderReviews();

    await screen.findByRole('list', { name: "Learners' reviews" });
    expect(within(reviewsList()).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(reviewsList()).getAllByRole('listitem')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('tells a signed-in learner who has not bought the course that only buyers review', async () => {
    renderReviews(buildUser());

    expect(await screen.findByText(REVIEW_OWNERS_ONLY)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in to review it' })).not.toBeInTheDocument();
    expect(screen.getByText(/No reviews yet\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'No reviews yet' })).toBeVisible();
  });

  it('lets an owner write a review, with clear messages for a missing rating and long text', async () => {
    const { user } = renderReviews(owner());

    const form = await screen.findByRole('form', { name: 'Review this course' });
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(await within(form).findByText(RATING_REQUIRED)).toBeVisible();

    const text = within(form).getByRole('textbox', { name: 'Your review (optional)' });
    await user.click(text);
    await user.paste('x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1));
    chooseStars(form, '4 stars');
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(await within(form).findByText(REVIEW_TOO_LONG)).toBeVisible();

    await user.clear(text);
    await user.paste('  Clear and practical.  ');
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText(REVIEW_PUBLISHED)).toBeVisible();
    const mine = await screen.findByRole('heading', { name: 'Your review' });
    expect(mine.parentElement).toHaveTextContent('Meera N.');
    expect(mine.parentElement).toHaveTextContent('Clear and practical.');
    await waitFor(() =>
      expect(within(reviewsList()).getAllByRole('listitem')[0]).toHaveTextContent(
        'Clear and practical.',
      ),
    );
    // The title band follows the new review.
    expect(screen.getByRole('link', { name: '1 review' })).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' }).length).toBeGreaterThan(0);
  }, 20_000);

  it('lets an owner edit and then delete their review', async () => {
    const learner = owner();
    db.reviews.set(courseId(1), [
      buildReview(1, { userId: learner.id, authorName: 'Meera N.', rating: 2, text: 'Too fast.' }),
      buildReview(2),
    ]);
    const { user } = renderReviews(learner);

    const mine = (await screen.findByRole('heading', { name: 'Your review' })).parentElement!;
    await user.click(within(mine).getByRole('button', { name: 'Edit review' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    const text = within(form).getByRole('textbox', { name: 'Your review (optional)' });
    expect(text).toHaveValue('Too fast.');
    chooseStars(form, '5 stars');
    await user.clear(text);
    await user.paste('Better on a second watch.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(REVIEW_UPDATED)).toBeVisible();
    const updated = (await screen.findByRole('heading', { name: 'Your review' })).parentElement!;
    expect(updated).toHaveTextContent('Better on a second watch.');
    expect(db.reviews.get(courseId(1))).toHaveLength(2);

    await user.click(within(updated).getByRole('button', { name: 'Delete review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByText(REVIEW_DELETED)).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Review this course' })).toBeVisible();
    await waitFor(() => expect(within(reviewsList()).getAllByRole('listitem')).toHaveLength(1));
    expect(db.reviews.get(courseId(1))).toHaveLength(1);
  }, 20_000);
});
