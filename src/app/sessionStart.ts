import type { Persistor } from 'redux-persist';
import { restoreSession } from '@/features/auth/model/sessionThunks';
import type { AppStore } from '@/store/store';

const starts = new WeakMap<AppStore, Promise<void>>();
const started = new WeakSet<AppStore>();

function whenBootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/**
 * Waits for the persisted session to be read back, then begins its restore (restoreSession).
 * Once per store, whoever asks first: the app's entry before its first render, or the
 * SessionGate.
 */
export function startSession(store: AppStore): Promise<void> {
  let start = starts.get(store);
  if (!start) {
    start = whenBootstrapped(store.persistor).then(() => {
      void store.dispatch(restoreSession());
      started.add(store);
    });
    starts.set(store, start);
  }
  return start;
}

/** True once startSession has read the session back and begun its restore. */
export const sessionStarted = (store: AppStore): boolean => started.has(store);
