import { waitFor } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import {
  VALID_EMAIL_TOKEN,
  VALID_RESET_TOKEN,
  VALID_SETUP_TOKEN,
} from '@/testing/mocks/handlers/authHandlers';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore, createTestStore } from '@/testing/storeTestUtils';
import { authApi } from './authApi';

const asha = buildUser();

describe('auth endpoints', () => {
  it('login: POST /auth/login with the credentials, stores token and user, goes to /', async () => {
    db.addAccount(asha, 'secret-pass');
    const log = recordRequests();
    const { store, navigate } = createTestStore();

    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: asha.email, password: 'secret-pass' }),
    );

    expect(result.data?.user).toEqual(asha);
    const [request] = requestsTo(log, 'POST', '/api/auth/login');
    expect(await request!.json()).toEqual({ email: asha.email, password: 'secret-pass' });
    expect(request!.credentials).toBe('include');
    expect(store.getState().auth.token).toBe(result.data?.accessToken);
    expect(store.getState().auth.user).toEqual(asha);
    expect(navigate).toHaveBeenCalledWith('/');
    await waitFor(() =>
      expect(window.localStorage.getItem('token')).toBe(result.data?.accessToken),
    );
  });

  it('login failure: stays signed out and does not navigate', async () => {
    const { store, navigate } = createTestStore();

    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: asha.email, password: 'wrong' }),
    );

    expect(result.error).toMatchObject({
      status: 401,
      data: { message: 'Invalid email or password.' },
    });
    expect(store.getState().auth.token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('register: POST /auth/register with name, email, password and dob only', async () => {
    const log = recordRequests();
    const { store } = createTestStore();
    const payload = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      password: 'long-enough',
      dob: '2000-01-31',
    };

    const result = await store.dispatch(authApi.endpoints.register.initiate(payload));

    expect(result.data?.message).toBe(
      'Registered successfully! Please check your email for verification link.',
    );
    expect(await requestsTo(log, 'POST', '/api/auth/register')[0]!.json()).toEqual(payload);
  });

  it('logout: POST /auth/logout with the CSRF header and the bearer token', async () => {
    const log = recordRequests();
    const { store, token } = createSignedInStore(asha);

    await store.dispatch(authApi.endpoints.logout.initiate());

    const [request] = requestsTo(log, 'POST', '/api/auth/logout');
    expect(request!.headers.get('x-academy-csrf')).toBe('1');
    expect(request!.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('refresh-token: stores data.accessToken', async () => {
    const { store } = createSignedInStore(asha);

    const result = await store.dispatch(authApi.endpoints.refreshToken.initiate());

    expect(store.getState().auth.token).toBe(result.data?.accessToken);
  });

  it('getCurrentUser: GET /auth/user with the bearer token puts the user in the auth slice', async () => {
    const log = recordRequests();
    const { store, token } = createSignedInStore(asha);
    db.accounts.get(asha.id)!.user = { ...asha, name: 'Asha V.' };

    await store.dispatch(authApi.endpoints.getCurrentUser.initiate());

    expect(requestsTo(log, 'GET', '/api/auth/user')[0]!.headers.get('authorization')).toBe(
      `Bearer ${token}`,
    );
    expect(store.getState().auth.user?.name).toBe('Asha V.');
  });

  it('verifyEmail: GET /auth/verify-email/<token>', async () => {
    const log = recordRequests();
    const { store } = createTestStore();

    const ok = await store.dispatch(authApi.endpoints.verifyEmail.initiate(VALID_EMAIL_TOKEN));
    const bad = await store.dispatch(authApi.endpoints.verifyEmail.initiate('stale'));

    expect(ok.isSuccess).toBe(true);
    expect(bad.error).toMatchObject({ status: 400, data: { code: 'TOKEN_INVALID' } });
    expect(requestsTo(log, 'GET', `/api/auth/verify-email/${VALID_EMAIL_TOKEN}`)).toHaveLength(1);
  });

  it.each([
    ['resendVerificationEmail', '/api/auth/resend-verification-email'],
    ['forgotPassword', '/api/auth/forgot-password'],
  ] as const)('%s: POST %s with the email', async (endpoint, path) => {
    const log = recordRequests();
    const { store } = createTestStore();

    await store.dispatch(authApi.endpoints[endpoint].initiate({ email: 'ravi@example.com' }));

    expect(await requestsTo(log, 'POST', path)[0]!.json()).toEqual({ email: 'ravi@example.com' });
  });

  it('resetPassword: POST /auth/reset-password/<token> with the password', async () => {
    const log = recordRequests();
    const { store } = createTestStore();

    const result = await store.dispatch(
      authApi.endpoints.resetPassword.initiate({
        token: VALID_RESET_TOKEN,
        password: 'new-password',
      }),
    );

    expect(result.data?.message).toMatch(/reset/);
    expect(
      await requestsTo(log, 'POST', `/api/auth/reset-password/${VALID_RESET_TOKEN}`)[0]!.json(),
    ).toEqual({
      password: 'new-password',
    });
  });

  it('setupPassword: POST /auth/setup-password with token and password', async () => {
    const log = recordRequests();
    const { store } = createTestStore();

    await store.dispatch(
      authApi.endpoints.setupPassword.initiate({
        token: VALID_SETUP_TOKEN,
        password: 'new-password',
      }),
    );

    expect(await requestsTo(log, 'POST', '/api/auth/setup-password')[0]!.json()).toEqual({
      token: VALID_SETUP_TOKEN,
      password: 'new-password',
    });
  });
});
