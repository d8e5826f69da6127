import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '@/store/auth/authSlice';
import { api } from './api/api';
import type { RootState } from './rootReducer';

const hasRequestsInFlight = (state: RootState): boolean =>
  [...Object.values(state.api.queries), ...Object.values(state.api.mutations)].some(
    (entry) => entry?.status === 'pending',
  );

const IN_FLIGHT_WAIT_MS = 5_000;

const endsSession = isAnyOf(signedOut, sessionExpired);

/**
 * When a session ends no data of its user may survive in the cache. Calls still in flight settle
 * first (or 5 s pass), so their callers get their real outcome (a 401) rather than a result wiped
 * mid-way; a later end of session takes over from an earlier one still waiting. (What RTK's
 * listener middleware did here, without its code in every first load.)
 */
export const sessionEndMiddleware: Middleware<object, RootState> = (store) => {
  /** The wait of the latest end of session for its calls in flight, if any. */
  let waiting: { settled: () => void; cancel: () => void } | null = null;

  const resetCache = () => store.dispatch(api.util.resetApiState());

  function waitForCallsInFlight() {
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => wait.settled(),
      IN_FLIGHT_WAIT_MS,
    );
    const wait = {
      settled: () => {
        wait.cancel();
        // After the callers of the last calls have read their outcome from the cache.
        timer = setTimeout(resetCache, 0);
      },
      cancel: () => {
        clearTimeout(timer);
        if (waiting === wait) waiting = null;
      },
    };
    return wait;
  }

  return (next) => (action) => {
    const result = next(action);
    if (waiting && !hasRequestsInFlight(store.getState())) waiting.settled();
    if (endsSession(action)) {
      waiting?.cancel();
      if (hasRequestsInFlight(store.getState())) waiting = waitForCallsInFlight();
      else resetCache();
    }
    return result;
  };
};
