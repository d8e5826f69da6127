import { waitFor } from '@testing-library/react';
import { logout } from '@/features/auth/model/sessionThunks';
import { coursesApi } from '@/features/courses/api/coursesApi';
import { loggedIn } from '@/store/auth/authSlice';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { createTestStore, waitForRehydration } from '@/testing/storeTestUtils';

const user = buildUser();

describe('the persisted session', () => {
  it('starts signed in from a localStorage holding token and user', async () => {
    window.localStorage.setItem('token', 'stored-token');
    window.localStorage.setItem('user', JSON.stringify(user));

    const { store } = createTestStore();
    await waitForRehydration(store);

    expect(store.getState().auth).toMatchObject({ token: 'stored-token', user });
  });

  it('starts signed out from an empty localStorage', async () => {
    const { store } = createTestStore();
    await waitForRehydration(store);

    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });

  it('ignores a corrupt user entry instead of crashing', async () => {
    window.localStorage.setItem('token', 'stored-token');
    window.localStorage.setItem('user', '{not json');

    const { store } = createTestStore();
    await waitForRehydration(store);

    expect(store.getState().auth).toMatchObject({ token: 'stored-token', user: null });
  });

  it('writes the access token and the user JSON under the keys token and user after login', async () => {
    const { store } = createTestStore();
    await waitForRehydration(store);

    store.dispatch(loggedIn({ token: 'new-token', user }));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('new-token'));
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(user);
    expect(Object.keys(window.localStorage)).toEqual(expect.arrayContaining(['token', 'user']));
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('persist:'))).toBe(false);
  });

  it('never persists the API cache', async () => {
    const { store } = createTestStore();
    await waitForRehydration(store);

    await store.dispatch(coursesApi.endpoints.getCourses.initiate({ page: 1 }));
    store.dispatch(loggedIn({ token: 'new-token', user }));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('new-token'));
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Course 1');
  });

  it('empties both keys and the API cache on logout', async () => {
    const token = db.signIn(user);
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
    const { store, navigate } = createTestStore();
    await waitForRehydration(store);
    await store.dispatch(coursesApi.endpoints.getCourses.initiate({ page: 1 }));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    await store.dispatch(logout());

    expect(store.getState().auth).toMatchObject({
      token: null,
      user: null,
      isProfileComplete: null,
    });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(store.getState().api.queries).toEqual({}));
    expect(navigate).toHaveBeenCalledWith('/', { flushSync: true });
  });
});
