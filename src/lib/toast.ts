import type { OptionsObject, VariantType } from 'notistack';
import { useContext, useMemo } from 'react';
import { ToastContext } from '@/components/feedback/toastContext';

// The two toast styles, by area of the product: shop flows and account flows.
export const SHOP_TOAST: OptionsObject = {
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
};
export const ACCOUNT_TOAST: OptionsObject = {
  autoHideDuration: 2000,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
};

export interface Toast {
  /** Courses and cart flows: 5 s, top right. */
  shop: (message: string, variant?: VariantType) => void;
  /** Account, profile and contact flows: 2 s, top centre. */
  account: (message: string, variant?: VariantType) => void;
}

export function useToast(): Toast {
  const enqueue = useContext(ToastContext);
  return useMemo(
    () => ({
      shop: (message, variant = 'success') => enqueue(message, { ...SHOP_TOAST, variant }),
      account: (message, variant = 'success') => enqueue(message, { ...ACCOUNT_TOAST, variant }),
    }),
    [enqueue],
  );
}
