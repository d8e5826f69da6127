import { http, HttpResponse } from 'msw';
import { SERVER_BUSY } from '@contract/messages/common';
import { coursesApi } from '@/features/courses/api/coursesApi';
import { db } from '@/testing/mocks/db';
import { buildCourses } from '@/testing/mocks/fixtures';
import { apiUrl } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createTestStore } from '@/testing/storeTestUtils';
import { BUSY_RETRIES } from './busyRetryBaseQuery';

const COURSES = '/api/courses?page=1&limit=7';
const busy = (retryAfter = '0') =>
  HttpResponse.json(
    { message: SERVER_BUSY },
    { status: 503, headers: { 'retry-after': retryAfter } },
  );

/** The catalogue answers busy `times` times, then as usual. */
function busyFor(times: number) {
  let left = times;
  server.use(
    http.get(apiUrl('/courses'), () => {
      if (left <= 0) return undefined;
      left -= 1;
      return busy();
    }),
  );
}

describe('a server shedding load (503 with Retry-After)', () => {
  beforeEach(() => {
    db.courses = buildCourses(3);
  });

  it('is asked again after the wait it names, and the learner gets the answer', async () => {
    busyFor(1);
    const log = recordRequests();
    const { store } = createTestStore();

    const result = await store.dispatch(coursesApi.endpoints.getCourses.initiate({ page: 1 }));

    expect(requestsTo(log, 'GET', COURSES)).toHaveLength(2);
    expect(result.data?.data).toHaveLength(3);
  });

  it('after the last retry the busy answer reaches the caller with its message', async () => {
    busyFor(BUSY_RETRIES + 5);
    const log = recordRequests();
    const { store } = createTestStore();

    const result = await store.dispatch(coursesApi.endpoints.getCourses.initiate({ page: 1 }));

    expect(requestsTo(log, 'GET', COURSES)).toHaveLength(1 + BUSY_RETRIES);
    expect(result.error).toMatchObject({ status: 503, data: { message: SERVER_BUSY } });
  });

  it('a 503 without Retry-After is not repeated', async () => {
    server.use(
      http.get(apiUrl('/courses'), () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const log = recordRequests();
    const { store } = createTestStore();

    await store.dispatch(coursesApi.endpoints.getCourses.initiate({ page: 1 }));

    expect(requestsTo(log, 'GET', COURSES)).toHaveLength(1);
  });
});
