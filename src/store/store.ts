import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from './api/api';
import { initialAuthState, type AuthState } from './auth/authSlice';
import { devToolsOptions } from './devtools';
import { sessionEndMiddleware } from './listeners';
import { rootReducer, type LazyLoadedSlices, type RootState } from './rootReducer';
import { browserServices, type AppServices } from './services';
import { uiSlice, type UiState } from './ui/uiSlice';

export type { RootState };

/**
 * What a test or the app may start the store with; slices may be partial. A feature's slice can
 * be preloaded once the feature's code has injected it.
 */
export type PreloadedState = {
  auth?: Partial<AuthState>;
  ui?: Partial<UiState>;
} & Partial<LazyLoadedSlices>;

/**
 * A fresh store: the app builds one, every test builds its own. It persists the auth slice to
 * localStorage and starts rehydrating at once (`store.persistor`).
 */
export function setupStore(
  preloadedState: PreloadedState = {},
  services: Partial<AppServices> = {},
) {
  const extra: AppServices = { ...browserServices, ...services };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...preloadedState,
      auth: { ...initialAuthState, ...preloadedState.auth },
      ui: { ...uiSlice.getInitialState(), ...preloadedState.ui },
    } as Partial<RootState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionEndMiddleware)
        .concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production' && devToolsOptions,
  });
  setupListeners(store.dispatch);
  return Object.assign(store, { persistor: persistStore(store) });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
