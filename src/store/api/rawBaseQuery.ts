import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_TIMEOUT_MS, apiBaseUrl } from '@/config/env';
import type { RootState } from '@/store/store';

/** One HTTP call to the API: credentials included, 120 s timeout, the bearer token when held. */
export const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  credentials: 'include',
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as RootState).auth;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});
