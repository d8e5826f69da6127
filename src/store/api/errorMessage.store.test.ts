import { http, HttpResponse } from 'msw';
import { purchasedCoursesApi } from '@/features/dashboard/api/purchasedCoursesApi';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { apiUrl } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { createTestStore } from '@/testing/storeTestUtils';
import { GENERIC_ERROR_MESSAGE, getErrorMessage } from './errorMessage';

/** Runs a real call through the store and returns the error it produced. */
async function failedCallError() {
  const token = db.signIn(buildUser());
  const { store } = createTestStore({ auth: { token, user: buildUser() } });
  const result = await store.dispatch(purchasedCoursesApi.endpoints.getPurchasedCourses.initiate());
  return result.error;
}

describe('getErrorMessage', () => {
  it("gives the server's message", async () => {
    server.use(
      http.get(apiUrl('/orders/purchased-course'), () =>
        HttpResponse.json({ message: 'Orders are paused for maintenance.' }, { status: 503 }),
      ),
    );
    expect(getErrorMessage(await failedCallError())).toBe('Orders are paused for maintenance.');
  });

  it("gives 'Something went wrong' when the server sent no message", async () => {
    server.use(
      http.get(apiUrl('/orders/purchased-course'), () => HttpResponse.json({}, { status: 500 })),
    );
    expect(getErrorMessage(await failedCallError())).toBe('Something went wrong');
  });

  it("gives 'Something went wrong' for an answer that is not JSON", async () => {
    server.use(
      http.get(
        apiUrl('/orders/purchased-course'),
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    );
    expect(getErrorMessage(await failedCallError())).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("gives 'Something went wrong' on a network failure", async () => {
    server.use(http.get(apiUrl('/orders/purchased-course'), () => HttpResponse.error()));
    const error = await failedCallError();
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(getErrorMessage(error)).toBe('Something went wrong');
  });

  it("gives 'Something went wrong' on a timeout", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(http.get(apiUrl('/orders/purchased-course'), () => new Promise<never>(() => {})));
      let settled = false;
      const pending = failedCallError().finally(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(119_000);
      expect(settled).toBe(false); // the client waits the full 120 s
      await jest.advanceTimersByTimeAsync(1_000);
      const error = await pending;
      expect(error).toMatchObject({ status: 'TIMEOUT_ERROR' });
      expect(getErrorMessage(error)).toBe('Something went wrong');
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores a blank or non-text message', () => {
    expect(getErrorMessage({ status: 400, data: { message: '  ' } })).toBe('Something went wrong');
    expect(getErrorMessage({ status: 400, data: { message: 42 } })).toBe('Something went wrong');
    expect(getErrorMessage(undefined)).toBe('Something went wrong');
    expect(getErrorMessage(new Error('boom'))).toBe('Something went wrong');
  });
});
