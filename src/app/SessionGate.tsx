import { useEffect, useState, type ReactNode } from 'react';
import type { AppStore } from '@/store/store';
import { sessionStarted, startSession } from './sessionStart';

interface SessionGateProps {
  store: AppStore;
  loading: ReactNode;
  children: ReactNode;
}

/**
 * Nothing renders until the persisted session is read back and its restore has begun, so no guard
 * decides on an empty store. When the entry already waited for that, the app renders at once.
 */
export function SessionGate({ store, loading, children }: SessionGateProps) {
  const [ready, setReady] = useState(() => sessionStarted(store));

  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void startSession(store).then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [store, ready]);

  return ready ? children : loading;
}
