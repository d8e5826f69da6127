import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import type { ReactNode } from 'react';
import type { Cart } from '@contract/types';
import { canRemoveItems, isCartEmpty } from '../model/cartSelectors';
import { useCart } from '../model/useCart';
import { CartEmpty } from './CartEmpty';
import { CartItemRow } from './CartItemRow';
import { CartOrderNotice } from './CartOrderNotice';
import { CartSummary, CartTotal } from './CartSummary';

export interface CartContentsProps {
  /** Called when a link inside leaves the drawer for another page. */
  onLeave: () => void;
  /** The checkout button, disabled while the cart is empty or loading. */
  renderCheckout: (disabled: boolean) => ReactNode;
  /**
   * The totals of the order waiting for payment, with its coupon (the orders feature's), in place
   * of the cart's own total (`plain`) while such an order exists.
   */
  renderTotals?: (cart: Cart, plain: ReactNode) => ReactNode;
}

/** The drawer's body: the items (or the empty state), then the total and checkout. */
export function CartContents({ onLeave, renderCheckout, renderTotals }: CartContentsProps) {
  const { cart, isLoading, isFetching } = useCart();
  const empty = isCartEmpty(cart);
  const removable = canRemoveItems(cart);
  const plainTotal = <CartTotal total={cart.totalPrice} />;

  return (
    <>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }}>
        {isLoading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading your cart" />
          </Box>
        ) : empty ? (
          <CartEmpty onBrowse={onLeave} />
        ) : (
          <>
            {!removable && <CartOrderNotice onGoToCheckout={onLeave} />}
            <List aria-label="Cart items" disablePadding>
              {cart.items.map((item) => (
                <CartItemRow key={item.productId} item={item} removable={removable} />
              ))}
            </List>
          </>
        )}
      </Box>
      <CartSummary
        totals={renderTotals ? renderTotals(cart, plainTotal) : plainTotal}
        checkout={renderCheckout(empty || isLoading || isFetching)}
      />
    </>
  );
}
