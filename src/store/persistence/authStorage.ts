import type { User } from '@contract/types';

/** The two localStorage keys of a session: the access token and the user as JSON. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

interface PersistedAuth {
  token: string | null;
  user: User | null;
}

/** Where there is no storage: nothing is read back, nothing is kept. */
const noStorage = {
  getItem: async (): Promise<PersistedAuth | null> => null,
  setItem: async (_key: string, _state: Partial<PersistedAuth>): Promise<void> => undefined,
  removeItem: async (): Promise<void> => undefined,
};

function readUser(storage: Storage): User | null {
  const json = storage.getItem(USER_KEY);
  if (!json) return null;
  try {
    return JSON.parse(json) as User;
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/**
 * The browser's localStorage. The server-rendering build runs this module in Node, with no window:
 * a page drawn there is a signed-out visitor's, so there is no session to read and none is kept.
 */
const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/**
 * A redux-persist storage engine (used with serialize: false) that keeps the auth slice as the two
 * plain keys `token` (the access token) and `user` (the user JSON) instead of one `persist:` blob.
 */
export function createAuthStorage(storage: Storage | undefined = browserStorage()) {
  if (!storage) return noStorage;
  return {
    getItem: async (): Promise<PersistedAuth | null> => {
      const token = storage.getItem(TOKEN_KEY);
      const user = readUser(storage);
      return token === null && user === null ? null : { token, user };
    },
    setItem: async (_key: string, state: Partial<PersistedAuth>): Promise<void> => {
      write(storage, TOKEN_KEY, state.token ?? null);
      write(storage, USER_KEY, state.user ? JSON.stringify(state.user) : null);
    },
    removeItem: async (): Promise<void> => {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    },
  };
}
