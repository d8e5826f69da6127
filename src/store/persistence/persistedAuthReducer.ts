import { persistReducer, type PersistConfig } from 'redux-persist';
import { authSlice, type AuthState } from '@/store/auth/authSlice';
import { createAuthStorage } from './authStorage';

const authPersistConfig: PersistConfig<AuthState> = {
  key: 'auth',
  storage: createAuthStorage(),
  whitelist: ['token', 'user'],
  serialize: false,
  // redux-persist's type says boolean | Function; false hands our storage the object itself.
  deserialize: false,
} as PersistConfig<AuthState>;

/** Only the auth slice is persisted; the API cache never is. */
export const persistedAuthReducer = persistReducer(authPersistConfig, authSlice.reducer);
