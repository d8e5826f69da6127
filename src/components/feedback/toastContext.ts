import type { OptionsObject } from 'notistack';
import { createContext } from 'react';

export type EnqueueToast = (message: string, options: OptionsObject) => void;

/** Shows a toast; provided by ToastProvider, which loads the toast code on first use. */
export const ToastContext = createContext<EnqueueToast>(() => {
  throw new Error('useToast needs a ToastProvider above it.');
});
