import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { rawBaseQuery } from './rawBaseQuery';

/** How many times a call the server turned away as busy is sent again before its 503 is shown. */
export const BUSY_RETRIES = 2;
/** The longest wait honoured from a Retry-After header. */
const MAX_WAIT_MS = 5_000;

function busyWaitMs(meta: FetchBaseQueryMeta | undefined): number | undefined {
  const retryAfter = meta?.response?.headers.get('retry-after');
  if (meta?.response?.status !== 503 || retryAfter == null) return undefined;
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  // A little jitter, so a crowd turned away together does not come back together.
  return Math.min(seconds * 1000, MAX_WAIT_MS) * (1 + Math.random() * 0.25);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * rawBaseQuery, polite under load: a 503 carrying Retry-After (the server shedding load before it
 * did any work, so repeating is safe) waits as asked and tries again, up to BUSY_RETRIES times.
 * Any other answer, and the last 503, goes to the caller unchanged.
 */
export const busyRetryBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  for (let attempt = 0; attempt < BUSY_RETRIES; attempt += 1) {
    const waitMs = busyWaitMs(result.meta);
    if (waitMs === undefined || api.signal.aborted) break;
    await wait(waitMs);
    result = await rawBaseQuery(args, api, extraOptions);
  }
  return result;
};
