import type { User } from '@contract/types';
import type { AppServices } from '@/store/services';
import { setupStore, type AppStore, type PreloadedState } from '@/store/store';
import { db } from './mocks/db';
import { buildUser } from './mocks/fixtures';

export interface TestStore {
  store: AppStore;
  /** Where the store sent the browser, in order. */
  navigate: jest.Mock<void, Parameters<AppServices['navigate']>>;
  alert: jest.Mock<void, [string]>;
}

/** A fresh real store whose navigation and alerts are recorded instead of performed. */
export function createTestStore(preloadedState?: PreloadedState): TestStore {
  const navigate = jest.fn<void, Parameters<AppServices['navigate']>>();
  const alert = jest.fn<void, [string]>();
  const store = setupStore(preloadedState, { navigate, alert });
  return { store, navigate, alert };
}

/** A store signed in as `user`, whose token the mocked API accepts. */
export function createSignedInStore(
  user: User = buildUser(),
): TestStore & { token: string; user: User } {
  const token = db.signIn(user);
  return { ...createTestStore({ auth: { token, user } }), token, user };
}

/** Resolves once redux-persist has read localStorage into the store. */
export function waitForRehydration(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (store.persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.persistor.subscribe(check);
    check();
  });
}
