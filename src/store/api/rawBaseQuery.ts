import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '@/config/env';
import type { AppServices } from '@/store/services';
import type { RootState } from '@/store/store';

type FetchBaseQuery = ReturnType<typeof fetchBaseQuery>;

/** One base query per store: its services say which fetch sends the calls and how long they may take. */
const queries = new WeakMap<AppServices, FetchBaseQuery>();

function queryFor(services: AppServices): FetchBaseQuery {
  let query = queries.get(services);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: apiBaseUrl,
      fetchFn: services.fetch,
      credentials: 'include',
      timeout: services.apiTimeoutMs,
      prepareHeaders: (headers, { getState }) => {
        const { token } = (getState() as RootState).auth;
        if (token) headers.set('authorization', `Bearer ${token}`);
        return headers;
      },
    });
    queries.set(services, query);
  }
  return query;
}

/**
 * One HTTP call to the API: credentials included, the bearer token when held, through the store's
 * `fetch` with its timeout (AppServices: 120 s in the browser).
 */
export const rawBaseQuery: FetchBaseQuery = (args, api, extraOptions) =>
  queryFor(api.extra as AppServices)(args, api, extraOptions);
