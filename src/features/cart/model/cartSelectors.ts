import type { Cart } from '@contract/types';

// Facts derived from the cart (empty, count, contains, locked): plain functions over the cache.

export const EMPTY_CART: Cart = { items: [], totalPrice: 0, activeOrderId: null };

export const isCartEmpty = (cart: Cart): boolean => cart.items.length === 0;

/** The navbar badge: the sum of quantities. */
export const cartItemCount = (cart: Cart): number =>
  cart.items.reduce((count, item) => count + item.quantity, 0);

export const isInCart = (cart: Cart, productId: string): boolean =>
  cart.items.some((item) => item.productId === productId);

/** Items cannot be removed once an order exists. */
export const canRemoveItems = (cart: Cart): boolean => cart.activeOrderId === null;
