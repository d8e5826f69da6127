import type { OptionsObject } from 'notistack';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type EnqueueToast } from './toastContext';

// notistack (and its own CSS-in-JS engine) loads with the first toast, not with every first visit.
const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost'));

interface PendingToast {
  message: string;
  options: OptionsObject;
}

/** Takes toasts from anywhere below it; the ones asked for while notistack loads wait in order. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const pending = useRef<PendingToast[]>([]);
  const host = useRef<EnqueueToast | null>(null);
  const [needed, setNeeded] = useState(false);

  const enqueue = useCallback<EnqueueToast>((message, options) => {
    if (host.current) {
      host.current(message, options);
      return;
    }
    pending.current.push({ message, options });
    setNeeded(true);
  }, []);

  const connect = useCallback((show: EnqueueToast) => {
    host.current = show;
    for (const toast of pending.current.splice(0)) show(toast.message, toast.options);
    return () => {
      if (host.current === show) host.current = null;
    };
  }, []);

  return (
    <ToastContext.Provider value={enqueue}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastHost connect={connect} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
