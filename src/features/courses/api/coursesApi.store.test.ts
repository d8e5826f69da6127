import { db } from '@/testing/mocks/db';
import { buildCourses, courseId } from '@/testing/mocks/fixtures';
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
