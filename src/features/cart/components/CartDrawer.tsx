import Drawer from '@mui/material/Drawer';
import { CART_DRAWER_CLASS, CART_DRAWER_WIDTH } from '@/components/feedback/toastRoom';
import { useEffect } from 'react';
import { selectUser } from '@/store/auth/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cartDrawerClosed, selectCartDrawerOpen } from '@/store/ui/uiSlice';
import { CartContents, type CartContentsProps } from './CartContents';
import { CART_DRAWER_TITLE_ID, CartDrawerHeader } from './CartDrawerHeader';

/**
 * The cart, sliding in from the right. Only a signed-in user has one. The checkout button is the
 * orders feature's, so the app passes it in (app/layout/CheckoutCartDrawer).
 */
export function CartDrawer({
  renderCheckout,
  renderTotals,
}: Pick<CartContentsProps, 'renderCheckout' | 'renderTotals'>) {
  const dispatch = useAppDispatch();
  const requested = useAppSelector(selectCartDrawerOpen);
  const user = useAppSelector(selectUser);
  const close = () => dispatch(cartDrawerClosed());

  // A session that ends with the drawer open must not reopen it at the next sign-in.
  useEffect(() => {
    if (requested && !user) dispatch(cartDrawerClosed());
  }, [requested, user, dispatch]);

  return (
    <Drawer
      anchor="right"
      open={requested && user !== null}
      onClose={close}
      slotProps={{
        paper: {
          // The corner toasts make room for the drawer (toastPlacement.ts).
          className: CART_DRAWER_CLASS,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': CART_DRAWER_TITLE_ID,
          sx: {
            width: { xs: '100%', sm: CART_DRAWER_WIDTH },
            display: 'flex',
            flexDirection: 'column',
            borderRadius: 0,
          },
        },
      }}
    >
      <CartDrawerHeader onClose={close} />
      <CartContents onLeave={close} renderCheckout={renderCheckout} renderTotals={renderTotals} />
    </Drawer>
  );
}
