import type { FetchArgs } from '@reduxjs/toolkit/query';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/constants';

export const REFRESH_TOKEN_PATH = '/auth/refresh-token';
export const LOGOUT_PATH = '/auth/logout';

const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export const refreshTokenRequest: FetchArgs = {
  url: REFRESH_TOKEN_PATH,
  method: 'POST',
  headers: csrfHeaders,
};

export const logoutRequest: FetchArgs = { url: LOGOUT_PATH, method: 'POST', headers: csrfHeaders };

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

export const isRefreshCall = (args: string | FetchArgs): boolean =>
  urlOf(args) === REFRESH_TOKEN_PATH;

/** The two calls the re-auth rule never refreshes for: a 401 there means the session is over. */
export const isSessionCall = (args: string | FetchArgs): boolean => {
  const url = urlOf(args);
  return url === REFRESH_TOKEN_PATH || url === LOGOUT_PATH;
};
