import {
  sessionRestoreFinished,
  sessionRestoreStarted,
  signedOut,
  tokenAdopted,
} from '@/store/auth/authSlice';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { AppDispatch } from '@/store/store';
import { authApi } from '../api/authApi';

const succeeded = (promise: Promise<unknown>): Promise<boolean> =>
  promise.then(
    () => true,
    () => false,
  );

const loadUser = (dispatch: AppDispatch) =>
  succeeded(
    dispatch(
      authApi.endpoints.getCurrentUser.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    ).unwrap(),
  );

const refreshToken = (dispatch: AppDispatch) =>
  succeeded(
    dispatch(authApi.endpoints.refreshToken.initiate(undefined, { track: false })).unwrap(),
  );

/**
 * Reads `?token=` on / and removes it from the address bar, whatever happens next. This runs before
 * the router has mounted, so the address is rewritten in place and the router starts from it.
 */
function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (url.pathname !== '/' || !token) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/**
 * Runs once at start: a token in the address on / with no user is adopted and its
 * profile loaded; otherwise a stored token is refreshed, then the profile loaded. Any failure signs
 * the user out without a prompt.
 */
export const restoreSession = createAppAsyncThunk(
  'auth/restoreSession',
  async (_: void, { dispatch, getState }) => {
    const addressToken = takeTokenFromAddress();
    const { token, user } = getState().auth;
    const adopting = addressToken !== null && user === null;
    if (!adopting && token === null) return;

    dispatch(sessionRestoreStarted());
    if (adopting) dispatch(tokenAdopted(addressToken));
    const restored = (adopting || (await refreshToken(dispatch))) && (await loadUser(dispatch));
    // A session that has ended (a stale refresh answers 401) is an expected outcome, not a fault
    // to report in the console: the learner is simply signed out.
    if (!restored) dispatch(signedOut());
    dispatch(sessionRestoreFinished());
  },
  // Mounting twice (React's strict mode) must not restore twice.
  { condition: (_, { getState }) => getState().auth.sessionStatus !== 'restoring' },
);

/** Whatever the logout call answers, the session and every cached result of it end here. */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch, extra }) => {
  await succeeded(
    dispatch(authApi.endpoints.logout.initiate(undefined, { track: false })).unwrap(),
  );
  // Leave a protected page first, or its guard would send the signed-out user to /signin.
  await extra.navigate('/', { flushSync: true });
  dispatch(signedOut());
});
