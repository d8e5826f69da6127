import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '@/store/auth/authSlice';
import { api } from './api/api';
import type { AppDispatch, RootState } from './store';

export const listenerMiddleware = createListenerMiddleware();
const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

const hasRequestsInFlight = (state: RootState): boolean =>
  [...Object.values(state.api.queries), ...Object.values(state.api.mutations)].some(
    (entry) => entry?.status === 'pending',
  );

const IN_FLIGHT_WAIT_MS = 5_000;

// When a session ends no data of its user may survive in the cache. Calls still in flight settle
// first, so their callers get their real outcome (a 401) rather than a result wiped mid-way.
startAppListening({
  matcher: isAnyOf(signedOut, sessionExpired),
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    if (hasRequestsInFlight(listenerApi.getState())) {
      await listenerApi.condition((_, state) => !hasRequestsInFlight(state), IN_FLIGHT_WAIT_MS);
    }
    listenerApi.dispatch(api.util.resetApiState());
  },
});
