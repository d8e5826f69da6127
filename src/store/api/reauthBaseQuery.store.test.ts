import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { authApi } from '@/features/auth/api/authApi';
import { logout } from '@/features/auth/model/sessionThunks';
import { ordersApi } from '@/features/orders/api/ordersApi';
import { SESSION_EXPIRED_MESSAGE } from '@/store/api/reauthBaseQuery';
import { db } from '@/testing/mocks/db';
import { buildUser, orderId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createTestStore } from '@/testing/storeTestUtils';

const user = buildUser();

/** A signed-in store whose access token the API no longer accepts; the refresh cookie still works. */
function signedInWithExpiredToken() {
  db.signIn(user);
  db.expireAllTokens();
  window.localStorage.setItem('token', 'expired-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  return createTestStore({ auth: { token: 'expired-token', user } });
}

/** GET /orders/:id answers an order to a valid token and 401 otherwise; `slow` answers late. */
function protectedOrdersEndpoint() {
  server.use(
    http.get(apiUrl('/orders/:id'), async ({ request, params }) => {
      const valid = userIdOf(request) !== null;
      if (params.id === 'slow') await delay(100);
      return valid ? HttpResponse.json({ order: { _id: params.id } }) : unauthorized();
    }),
  );
}

const getOrder = (store: ReturnType<typeof createTestStore>['store'], id: string) =>
  store.dispatch(ordersApi.endpoints.getOrder.initiate(id));

const refreshCalls = (log: ReturnType<typeof recordRequests>) =>
  requestsTo(log, 'POST', '/api/auth/refresh-token');

describe('the refresh-on-401 rule', () => {
  beforeEach(protectedOrdersEndpoint);

  it('refreshes once, stores the new token and repeats the call with the bearer header', async () => {
    const log = recordRequests();
    const { store, alert, navigate } = signedInWithExpiredToken();

    const result = await getOrder(store, orderId(1));

    expect(result.data).toEqual({ order: { _id: orderId(1) } });
    const newToken = store.getState().auth.token;
    expect(newToken).toMatch(/^access-user-1-/);
    expect(
      requestsTo(log, 'GET', `/api/orders/${orderId(1)}`).map((r) =>
        r.headers.get('authorization'),
      ),
    ).toEqual(['Bearer expired-token', `Bearer ${newToken}`]);
    expect(refreshCalls(log)).toHaveLength(1);
    expect(refreshCalls(log)[0]!.headers.get('x-academy-csrf')).toBe('1');
    expect(refreshCalls(log)[0]!.credentials).toBe('include');
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between 5 concurrent calls that all get 401, and all 5 succeed', async () => {
    const log = recordRequests();
    const { store } = signedInWithExpiredToken();

    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => getOrder(store, id)));

    expect(results.map((result) => result.data?.order._id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(refreshCalls(log)).toHaveLength(1);
  });

  it('ends the session once when the refresh fails with 5 calls in flight', async () => {
    const log = recordRequests();
    const { store, alert, navigate } = signedInWithExpiredToken();
    db.refreshUserId = null;

    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => getOrder(store, id)));

    expect(results.every((result) => result.isError)).toBe(true);
    expect(refreshCalls(log)).toHaveLength(1);
    expect(alert.mock.calls).toEqual([[SESSION_EXPIRED_MESSAGE]]);
    expect(navigate.mock.calls).toEqual([['/signin']]);
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('retries with the new token, without refreshing again, when a 401 arrives after another call refreshed', async () => {
    const log = recordRequests();
    const { store } = signedInWithExpiredToken();

    const slow = getOrder(store, 'slow');
    const fast = await getOrder(store, 'fast');
    const late = await slow;

    expect(fast.isSuccess && late.isSuccess).toBe(true);
    expect(refreshCalls(log)).toHaveLength(1);
    expect(requestsTo(log, 'GET', '/api/orders/slow')).toHaveLength(2);
  });

  it('does not retry a repeated call that gets 401 again', async () => {
    server.use(http.get(apiUrl('/orders/:id'), () => unauthorized()));
    const log = recordRequests();
    const { store, alert } = signedInWithExpiredToken();

    const result = await getOrder(store, orderId(1));

    expect(result.error).toMatchObject({ status: 401 });
    expect(requestsTo(log, 'GET', `/api/orders/${orderId(1)}`)).toHaveLength(2);
    expect(refreshCalls(log)).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('never refreshes for a 401 from the refresh call itself', async () => {
    const log = recordRequests();
    const { store, alert } = signedInWithExpiredToken();
    db.refreshUserId = null;

    const result = await store.dispatch(authApi.endpoints.refreshToken.initiate());

    expect(result).toMatchObject({ error: { status: 401 } });
    expect(refreshCalls(log)).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('never refreshes for a 401 from the logout call, and still signs out', async () => {
    server.use(http.post(apiUrl('/auth/logout'), () => unauthorized()));
    const log = recordRequests();
    const { store, alert, navigate } = signedInWithExpiredToken();

    await store.dispatch(logout());

    expect(refreshCalls(log)).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', { flushSync: true });
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });

  it('passes other errors to the caller untouched', async () => {
    server.use(http.get(apiUrl('/orders/:id'), () => errorResponse(500, 'Database unavailable')));
    const log = recordRequests();
    const { store } = signedInWithExpiredToken();

    const result = await getOrder(store, orderId(1));

    expect(result.error).toEqual({ status: 500, data: { message: 'Database unavailable' } });
    expect(refreshCalls(log)).toHaveLength(0);
  });

  it('does not refresh for a call made without a session (a wrong password is not an expired session)', async () => {
    const log = recordRequests();
    const { store, alert } = createTestStore();

    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'nobody@example.com', password: 'wrong-password' }),
    );

    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshCalls(log)).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });
});
