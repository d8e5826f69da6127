import type { Persistor } from 'redux-persist';
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
 * Whether restoreSession has anything to do: a stored token, or a token in the address on /. A
 * visitor's first load goes without its code (and the auth API's).
 */
function hasSessionToRestore(store: AppStore): boolean {
  if (store.getState().auth.token !== null) return true;
  const { pathname, search } = window.location;
  return pathname === '/' && Boolean(new URLSearchParams(search).get('token'));
}

/**
 * Waits for the persisted session to be read back, then begins its restore (restoreSession), its
 * code loaded only when there is a session to restore. Once per store, whoever asks first: the
 * app's entry before its first render, or the SessionGate.
 */
export function startSession(store: AppStore): Promise<void> {
  let start = starts.get(store);
  if (!start) {
    start = whenBootstrapped(store.persistor).then(async () => {
      if (hasSessionToRestore(store)) {
        const { restoreSession } = await import(
          /* webpackChunkName: "session-restore" */ '@/features/auth/model/sessionThunks'
        );
        void store.dispatch(restoreSession());
      }
      started.add(store);
    });
    starts.set(store, start);
  }
  return start;
}

/** True once startSession has read the session back and begun its restore. */
export const sessionStarted = (store: AppStore): boolean => started.has(store);
