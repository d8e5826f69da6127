import { http } from 'msw';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { apiUrl, unauthorized } from '@/testing/mocks/http';
import { recordRequests } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createTestStore, waitForRehydration } from '@/testing/storeTestUtils';
import { restoreSession } from './sessionThunks';

const asha = buildUser();

function storedSession() {
  db.signIn(asha);
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(asha));
}

async function startApp(path = '/') {
  window.history.replaceState(null, '', path);
  const testStore = createTestStore();
  await waitForRehydration(testStore.store);
  return testStore;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('restoring the session on first load', () => {
  it('refreshes a stored token, then loads the profile', async () => {
    storedSession();
    const log = recordRequests();
    const { store, alert } = await startApp('/');

    await store.dispatch(restoreSession());

    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/auth/refresh-token',
      'GET /api/auth/user',
    ]);
    expect(store.getState().auth).toMatchObject({ user: asha, sessionStatus: 'ready' });
    expect(store.getState().auth.token).not.toBe('stored-token');
    expect(alert).not.toHaveBeenCalled();
  });

  it('signs out quietly when the refresh fails', async () => {
    storedSession();
    db.refreshUserId = null;
    const { store, alert, navigate } = await startApp('/');
    // An ended session is an expected outcome: nothing in the browser's console about it.
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');

    await store.dispatch(restoreSession());
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();

    expect(store.getState().auth).toMatchObject({
      token: null,
      user: null,
      sessionStatus: 'ready',
    });
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out when the profile load fails after a successful refresh', async () => {
    storedSession();
    server.use(http.get(apiUrl('/auth/user'), () => unauthorized()));
    const { store } = await startApp('/');

    await store.dispatch(restoreSession());

    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });

  it('does nothing without a stored token', async () => {
    const log = recordRequests();
    const { store } = await startApp('/');

    await store.dispatch(restoreSession());

    expect(log).toHaveLength(0);
    expect(store.getState().auth.sessionStatus).toBe('ready');
  });

  it('adopts a token from the address on / when there is no user, loads the profile and removes the token from the address', async () => {
    const token = db.signIn(asha);
    const log = recordRequests();
    const { store, navigate } = await startApp(`/?token=${token}&ref=google`);

    await store.dispatch(restoreSession());

    expect(`${window.location.pathname}${window.location.search}`).toBe('/?ref=google');
    expect(navigate).not.toHaveBeenCalled(); // rewritten in place: no page load, no lost request
    expect(store.getState().auth).toMatchObject({ token, user: asha });
    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/user',
    ]);
    expect(log[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('does not adopt an address token when a user is already signed in, but still removes it', async () => {
    storedSession();
    const { store } = await startApp('/?token=someone-elses');

    await store.dispatch(restoreSession());

    expect(window.location.search).toBe('');
    expect(store.getState().auth.token).not.toBe('someone-elses');
    expect(store.getState().auth.user).toEqual(asha);
  });

  it('runs once when dispatched twice (strict-mode double mount)', async () => {
    storedSession();
    const log = recordRequests();
    const { store } = await startApp('/');

    await Promise.all([store.dispatch(restoreSession()), store.dispatch(restoreSession())]);

    expect(log.filter((request) => request.path === '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('keeps protected routes waiting while it runs', async () => {
    storedSession();
    const { store } = await startApp('/');

    const running = store.dispatch(restoreSession());
    expect(store.getState().auth.sessionStatus).toBe('restoring');
    await running;
    expect(store.getState().auth.sessionStatus).toBe('ready');
  });
});
