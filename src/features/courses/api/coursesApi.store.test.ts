import { fieldInvalid } from '@contract/messages/common';
import { db } from '@/testing/mocks/db';
import { buildCatalogueFacts, buildCourses, courseId } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createTestStore } from '@/testing/storeTestUtils';
import { COURSES_CACHE_SECONDS, coursesApi } from './coursesApi';

describe('courses endpoint', () => {
  it('GET /courses with page and limit 7: the list and pagination land in the cache', async () => {
    db.courses = buildCourses(20);
    const log = recordRequests();
    const { store } = createTestStore();

    const result = await store.dispatch(coursesApi.endpoints.getCourses.initiate({ page: 2 }));

    expect(requestsTo(log, 'GET', '/api/courses?page=2&limit=7')).toHaveLength(1);
    expect(requestsTo(log, 'GET', '/api/courses?page=2&limit=7')[0]!.credentials).toBe('include');
    expect(result.data?.data.map((course) => course._id)).toEqual([
      courseId(8),
      courseId(9),
      courseId(10),
      courseId(11),
      courseId(12),
      courseId(13),
      courseId(14),
    ]);
    expect(result.data?.pagination.totalPages).toBe(3);
    expect(coursesApi.endpoints.getCourses.select({ page: 2 })(store.getState()).data).toEqual(
      result.data,
    );
  });

  it('makes one request per page visit and none on a revisit within the cache lifetime', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const log = recordRequests();
      const { store } = createTestStore();
      const visit = async (page: number) => {
        const subscription = store.dispatch(coursesApi.endpoints.getCourses.initiate({ page }));
        await subscription;
        subscription.unsubscribe(); // the learner leaves the page
      };

      await visit(1);
      await visit(2);
      await jest.advanceTimersByTimeAsync((COURSES_CACHE_SECONDS - 60) * 1000);
      await visit(1);
      expect(log.map((request) => request.path)).toEqual([
        '/api/courses?page=1&limit=7',
        '/api/courses?page=2&limit=7',
      ]);

      await jest.advanceTimersByTimeAsync(COURSES_CACHE_SECONDS * 1000 + 1000);
      await visit(1);
      expect(log.map((request) => request.path)).toEqual([
        '/api/courses?page=1&limit=7',
        '/api/courses?page=2&limit=7',
        '/api/courses?page=1&limit=7',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('courses endpoint with a search, filters and a sort', () => {
  it('sends each one as a query parameter after page and limit, and leaves out the unset ones', async () => {
    const log = recordRequests();
    const { store } = createTestStore();

    await store.dispatch(
      coursesApi.endpoints.getCourses.initiate({
        page: 1,
        q: 'ielts speaking',
        category: 'TOEFL & PTE',
        level: 'all levels',
        language: 'English and Hindi',
        price: '1000-2000',
        length: 'over-30m',
        sort: 'price-desc',
      }),
    );
    await store.dispatch(coursesApi.endpoints.getCourses.initiate({ page: 2, sort: 'newest' }));

    expect(log.map((request) => request.path)).toEqual([
      '/api/courses?page=1&limit=7&q=ielts+speaking&category=TOEFL+%26+PTE&level=all+levels' +
        '&language=English+and+Hindi&price=1000-2000&length=over-30m&sort=price-desc',
      '/api/courses?page=2&limit=7&sort=newest',
    ]);
  });

  it('keeps one cache entry per search and filters: the same ones again make no request', async () => {
    const log = recordRequests();
    const { store } = createTestStore();
    const fetch = (args: Parameters<typeof coursesApi.endpoints.getCourses.initiate>[0]) =>
      store.dispatch(coursesApi.endpoints.getCourses.initiate(args));

    const beginners = await fetch({ page: 1, level: 'beginner' });
    const advanced = await fetch({ page: 1, level: 'advanced' });
    await fetch({ page: 1, level: 'beginner' });

    expect(log).toHaveLength(2);
    expect(beginners.data?.data).not.toEqual(advanced.data?.data);
    expect(
      coursesApi.endpoints.getCourses.select({ page: 1, level: 'beginner' })(store.getState()).data,
    ).toEqual(beginners.data);
  });

  it('the totals follow the filters', async () => {
    db.courses = buildCourses(20);
    db.courseFacts.set(courseId(3), buildCatalogueFacts(3, { category: 'Study Abroad' }));
    const { store } = createTestStore();

    const result = await store.dispatch(
      coursesApi.endpoints.getCourses.initiate({ page: 1, category: 'Study Abroad' }),
    );

    // Course 7 is Study Abroad by turn, course 15 too, and course 3 by the test.
    expect(result.data?.data.map((course) => course._id)).toEqual([
      courseId(3),
      courseId(7),
      courseId(15),
    ]);
    expect(result.data?.pagination).toEqual({ page: 1, limit: 7, totalItems: 3, totalPages: 1 });
  });

  it('a value the contract does not know gets the server’s 400 and message from the fake', async () => {
    const { store } = createTestStore();

    const result = await store.dispatch(
      coursesApi.endpoints.getCourses.initiate({
        page: 1,
        sort: 'cheapest' as 'newest',
      }),
    );

    expect(result.error).toMatchObject({
      status: 400,
      data: {
        message: fieldInvalid(
          'sort',
          'must be one of: popular, rating, newest, price-asc, price-desc',
        ),
        code: 'VALIDATION',
      },
    });
  });
});
