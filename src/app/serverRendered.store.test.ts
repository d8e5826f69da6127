import { coursesApi } from '@/features/courses/api/coursesApi';
import { SERVER_STATE_ID } from '@/store/api/serverState';
import { db } from '@/testing/mocks/db';
import { buildCourses } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createTestStore } from '@/testing/storeTestUtils';
import { takeServerState } from './serverRendered';

/** The page as the server sends it: the API answers it was drawn from, in a JSON script. */
function serverDrawnPage(stateJson: string) {
  const script = document.createElement('script');
  script.id = SERVER_STATE_ID;
  script.type = 'application/json';
  script.textContent = stateJson;
  document.body.append(script);
}

afterEach(() => document.getElementById(SERVER_STATE_ID)?.remove());

describe('a server-drawn page hands its API answers to the store', () => {
  it('the course the server fetched is in the cache, and the page asks for it no more', async () => {
    db.courses = buildCourses(3);
    // The server's store, as renderPage builds it: the course fetched, its API state serialised.
    const { store: server } = createTestStore();
    await server.dispatch(coursesApi.endpoints.getCourse.initiate('course-2'));
    serverDrawnPage(JSON.stringify({ api: server.getState().api }));

    const log = recordRequests();
    const { store } = createTestStore();
    takeServerState(store);

    const cached = coursesApi.endpoints.getCourse.select('course-2')(store.getState());
    expect(cached.status).toBe('fulfilled');
    expect(cached.data?.course.title).toBe(db.courses[1]!.title);
    // The page's query on its first render finds the answer: no request.
    const page = store.dispatch(coursesApi.endpoints.getCourse.initiate('course-2'));
    expect((await page).data?.course.title).toBe(db.courses[1]!.title);
    page.unsubscribe();
    expect(requestsTo(log, 'GET', '/api/courses/course-2')).toHaveLength(0);
  });

  it('a damaged or missing script leaves the store empty, and the page loads its data itself', async () => {
    db.courses = buildCourses(3);
    serverDrawnPage('{"api": {"queries": ');
    const { store } = createTestStore();
    expect(() => takeServerState(store)).not.toThrow();
    document.getElementById(SERVER_STATE_ID)?.remove();
    takeServerState(store);
    expect(store.getState().api.queries).toEqual({});

    const log = recordRequests();
    await store.dispatch(coursesApi.endpoints.getCourse.initiate('course-1'));
    expect(requestsTo(log, 'GET', '/api/courses/course-1')).toHaveLength(1);
  });
});
