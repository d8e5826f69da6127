import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { initialAuthState, type AuthState } from '@/store/auth/authSlice';
import { checkoutSlice } from '@/features/orders/model/checkoutSlice';
import { uiSlice } from '@/store/ui/uiSlice';
import { api } from './api/api';
import { devToolsOptions } from './devtools';
import { listenerMiddleware } from './listeners';
import { persistedAuthReducer } from './persistence/persistedAuthReducer';
import { browserServices, type AppServices } from './services';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: persistedAuthReducer,
  [checkoutSlice.reducerPath]: checkoutSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What a test or the app may start the store with; slices may be partial. */
export interface PreloadedState {
  auth?: Partial<AuthState>;
  checkout?: RootState['checkout'];
  ui?: Partial<RootState['ui']>;
}

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
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production' && devToolsOptions,
  });
  setupListeners(store.dispatch);
  return Object.assign(store, { persistor: persistStore(store) });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
