import { fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { API_TIMEOUT_MS, apiBaseUrl } from '@/config/env';

/** What the server hands the store when it renders a page: how to reach its own API. */
export interface ServerRenderServices {
  fetch: typeof fetch;
}

const queries = new WeakMap<typeof fetch, ReturnType<typeof fetchBaseQuery>>();

function queryWith(fetchFn: typeof fetch) {
  let query = queries.get(fetchFn);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: apiBaseUrl, fetchFn, timeout: API_TIMEOUT_MS });
    queries.set(fetchFn, query);
  }
  return query;
}

/**
 * The server-rendering build's stand-in for src/store/api/rawBaseQuery.ts: the visitor's calls of
 * a page (no token, no cookie) answered by the server in-process, through the `fetch` it passed
 * to the store.
 */
export const rawBaseQuery: BaseQueryFn = (args, api, extraOptions) =>
  queryWith((api.extra as ServerRenderServices).fetch)(args, api, extraOptions);
