import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RefreshResponse } from '@contract/types';
import { sessionExpired, tokenRefreshed } from '@/store/auth/authSlice';
import type { AppServices } from '@/store/services';
import type { RootState } from '@/store/store';
import { busyRetryBaseQuery as rawBaseQuery } from './busyRetryBaseQuery';
import { ExclusiveLock } from './exclusiveLock';
import { isRefreshCall, isSessionCall, refreshTokenRequest } from './sessionRequests';

export const SESSION_EXPIRED_MESSAGE = 'Logging out due to invalid token or session expired!';

/** One refresh at a time: the first 401 takes the lock, every other call waits for the outcome. */
const refreshMutex = new ExclusiveLock();

type Api = Parameters<BaseQueryFn>[1];
const tokenOf = (api: Api) => (api.getState() as RootState).auth.token;

const hasAccessToken = (data: unknown): data is RefreshResponse =>
  typeof (data as RefreshResponse | null)?.accessToken === 'string';

/**
 * Asks for a new access token. On failure the session ends: stored token and user removed, one
 * alert, one redirect to /signin. Callers hold refreshMutex.
 */
async function refreshSession(api: Api, extraOptions: object): Promise<boolean> {
  const result = await rawBaseQuery(refreshTokenRequest, api, extraOptions);
  if (hasAccessToken(result.data)) {
    api.dispatch(tokenRefreshed(result.data.accessToken));
    return true;
  }
  api.dispatch(sessionExpired());
  const services = api.extra as AppServices;
  services.alert(SESSION_EXPIRED_MESSAGE);
  services.navigate('/signin');
  return false;
}

/**
 * The API's base query with the refresh-on-401 rule (the RTK docs' "Preventing multiple
 * unauthorized errors", plus the product's own rules):
 * - a 401 on a call made with a session, that is not itself a retry and is neither the refresh
 *   nor the logout call, asks for a new token once and repeats the call with it;
 * - a call that carried a token someone else has already replaced repeats with the new one
 *   without refreshing again;
 * - everything else, including the repeated call's own answer, goes to the caller unchanged.
 */
export const reauthBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  // The explicit refresh call (session restore at start) holds the lock like a 401-triggered one.
  if (isRefreshCall(args)) {
    return refreshMutex.runExclusive(async () => rawBaseQuery(args, api, extraOptions));
  }
  await refreshMutex.waitForUnlock();

  const sentToken = tokenOf(api);
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || isSessionCall(args) || sentToken === null) return result;

  if (refreshMutex.isLocked()) {
    await refreshMutex.waitForUnlock();
  } else {
    await refreshMutex.runExclusive(async () => {
      // Another call may have refreshed between our request and its 401.
      if (tokenOf(api) === sentToken) await refreshSession(api, extraOptions);
    });
  }

  const currentToken = tokenOf(api);
  if (currentToken === null || currentToken === sentToken) return result;
  return rawBaseQuery(args, api, extraOptions);
};
