import { REVIEW_OWNERS_ONLY, REVIEW_PUBLISHED, RATING_REQUIRED } from '@contract/messages/reviews';
import { db } from '@/testing/mocks/db';
import { buildReview, buildUser, courseId } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore, createTestStore, type TestStore } from '@/testing/storeTestUtils';
import { reviewsApi } from './reviewsApi';

const COURSE = courseId(1);
const PATH = `/api/courses/${COURSE}/reviews`;

const settle = async ({ store }: TestStore) => {
  await Promise.all(store.dispatch(reviewsApi.util.getRunningQueriesThunk()));
  await Promise.all(store.dispatch(reviewsApi.util.getRunningMutationsThunk()));
};

const selectReviews = reviewsApi.endpoints.getCourseReviews.select(COURSE);
// The reviews' tag types join the API with their code, so the store's own type does not list them.
const cachedPages = ({ store }: TestStore) =>
  selectReviews(store.getState() as unknown as Parameters<typeof selectReviews>[0]).data?.pages;

/** A signed-in learner who bought course 1. */
function owner() {
  const signedIn = createSignedInStore(buildUser({ name: 'Kiran Rao Shetty' }));
  db.purchases.set(signedIn.user.id, [COURSE]);
  return signedIn;
}

describe('reviews endpoints', () => {
  it('getCourseReviews: GET …/reviews?page=1, then the next page on demand', async () => {
    db.reviews.set(
      COURSE,
      Array.from({ length: 12 }, (_, i) => buildReview(i + 1)),
    );
    const log = recordRequests();
    const test = createTestStore();

    await test.store.dispatch(reviewsApi.endpoints.getCourseReviews.initiate(COURSE));
    expect(requestsTo(log, 'GET', `${PATH}?page=1`)).toHaveLength(1);
    const [first] = cachedPages(test)!;
    expect(first).toMatchObject({ page: 1, totalPages: 2, summary: { count: 12 } });
    expect(first!.reviews.map((review) => review.text)[0]).toBe('Review 12: clear lessons.');
    expect(first!.summary.distribution).toEqual({ 1: 2, 2: 2, 3: 2, 4: 3, 5: 3 });

    await test.store.dispatch(
      reviewsApi.endpoints.getCourseReviews.initiate(COURSE, { direction: 'forward' }),
    );
    expect(requestsTo(log, 'GET', `${PATH}?page=2`)).toHaveLength(1);
    expect(cachedPages(test)!.flatMap((page) => page.reviews)).toHaveLength(12);
  });

  it('getMyReview: whether the learner may review, and their review once written', async () => {
    const learner = owner();
    const { data } = await learner.store.dispatch(
      reviewsApi.endpoints.getMyReview.initiate(COURSE),
    );
    expect(data).toEqual({ review: null, canReview: true });
  });

  it('saveMyReview: PUT …/reviews/mine, then the list and the learner’s review are fetched again', async () => {
    const learner = owner();
    learner.store.dispatch(reviewsApi.endpoints.getCourseReviews.initiate(COURSE));
    learner.store.dispatch(reviewsApi.endpoints.getMyReview.initiate(COURSE));
    await settle(learner);
    const log = recordRequests();

    const result = await learner.store.dispatch(
      reviewsApi.endpoints.saveMyReview.initiate({ courseId: COURSE, rating: 4, text: ' Good ' }),
    );
    await settle(learner);

    expect(result.data).toMatchObject({
      message: REVIEW_PUBLISHED,
      review: { rating: 4, text: 'Good', authorName: 'Kiran S.' },
      summary: { average: 4, count: 1 },
    });
    expect(await requestsTo(log, 'PUT', `${PATH}/mine`)[0]!.json()).toEqual({
      rating: 4,
      text: ' Good ',
    });
    expect(requestsTo(log, 'GET', `${PATH}?page=1`)).toHaveLength(1);
    expect(requestsTo(log, 'GET', `${PATH}/mine`)).toHaveLength(1);
    expect(cachedPages(learner)![0]!.reviews).toHaveLength(1);
  });

  it('deleteMyReview: DELETE …/reviews/mine, and the summary falls back', async () => {
    const learner = owner();
    await learner.store.dispatch(
      reviewsApi.endpoints.saveMyReview.initiate({ courseId: COURSE, rating: 5, text: '' }),
    );
    learner.store.dispatch(reviewsApi.endpoints.getCourseReviews.initiate(COURSE));
    await settle(learner);

    const result = await learner.store.dispatch(
      reviewsApi.endpoints.deleteMyReview.initiate(COURSE),
    );
    await settle(learner);

    expect(result.data?.summary).toMatchObject({ average: 0, count: 0 });
    expect(cachedPages(learner)![0]!.summary.count).toBe(0);
  });

  it('answers the server’s messages: a learner without the course, a rating out of range', async () => {
    const stranger = createSignedInStore();
    const refused = await stranger.store.dispatch(
      reviewsApi.endpoints.saveMyReview.initiate({ courseId: COURSE, rating: 5, text: '' }),
    );
    expect(refused.error).toMatchObject({ status: 403, data: { message: REVIEW_OWNERS_ONLY } });

    const learner = owner();
    const invalid = await learner.store.dispatch(
      reviewsApi.endpoints.saveMyReview.initiate({ courseId: COURSE, rating: 0, text: '' }),
    );
    expect(invalid.error).toMatchObject({
      status: 400,
      data: { message: RATING_REQUIRED, code: 'VALIDATION' },
    });
  });
});
