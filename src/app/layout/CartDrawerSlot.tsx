import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectCartDrawerOpen } from '@/store/ui/uiSlice';

const CheckoutCartDrawer = lazy(
  () => import(/* webpackChunkName: "cart-drawer" */ './CheckoutCartDrawer'),
);

/**
 * The cart drawer's code loads when the cart is first opened, not with every page; once loaded it
 * stays mounted so it can slide out again.
 */
export function CartDrawerSlot() {
  const open = useAppSelector(selectCartDrawerOpen);
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutCartDrawer />
    </Suspense>
  );
}
